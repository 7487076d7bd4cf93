import type { I18n, MessageDescriptor, Values } from '@lingui/core';
import {
  CANCELLATION_POLICY_TERMS,
  DEFAULT_CANCELLATION_POLICY,
  REVIEW_WINDOW_DAYS,
  addDays,
  daysBetween,
  formatDeadline,
  formatDisplayDate,
  formatOre,
  localePath,
  nightGroups,
  refundDeadline,
  refundFor,
  type BookingState,
  type CancellationPolicy,
  type Locale,
  type PriceQuote,
  type QuoteNight,
} from '@holidaze/domain';
import { i18nFor } from '../../lib/i18n.js';
import { renderMail } from './mail-layout.js';
import type { MailCategory } from './mail-outbox-repository.js';

export interface Person {
  id: string;
  name: string;
  email: string;
  /** What we write to them in (their profile's `language`). */
  language: Locale;
}

/** Everything a notice about one booking may say. */
export interface BookingContext {
  booking: {
    id: string;
    reference: string;
    dateFrom: string;
    dateTo: string;
    guests: number;
    status: BookingState;
    expiresAt: Date | null;
    hostMessage: string | null;
    cancellationReason: string | null;
    /** As booked: the itemised price, its total (øre), the policy and how they will pay. */
    quote: PriceQuote | null;
    totalOre: number | null;
    cancellationPolicy: CancellationPolicy | null;
    paymentPreference: string | null;
    /** What a cancellation gave back (øre), once cancelled. */
    refundOre: number | null;
    cancelledAt?: Date | null;
  };
  venue: {
    id: string;
    name: string;
    place: string | null;
    checkInTime: string | null;
    checkOutTime: string | null;
  };
  traveller: Person;
  host: Person;
}

export type BookingNoticeKind =
  | 'requestReceived'
  | 'requestAccepted'
  | 'requestDeclined'
  | 'requestExpired'
  | 'requestWithdrawn'
  | 'bookingReceived'
  | 'bookingConfirmed'
  | 'bookingCancelledByGuest'
  | 'bookingCancelledByHost'
  | 'arrivalReminder'
  | 'reviewWindowOpen';

/** One message to one person: in the app, by e-mail, or both, in their language. */
export interface Notice {
  to: Person;
  kind: string;
  inApp?: { title: string; body: string; link: string };
  mail?: {
    category: MailCategory;
    subject: string;
    paragraphs: string[];
    action: { label: string; path: string };
    /** Attach the stay as an .ics calendar event. */
    withStay?: boolean;
    dedupeKey?: string;
    /** Held this many minutes before it is sent, so that a mail undoing it can take it back. */
    holdMinutes?: number;
    /** When the mail queued under this key has not gone yet: take it back and send neither. */
    cancels?: string;
  };
}

/**
 * A host's mail about a new request waits this long: a request withdrawn within it takes its
 * mail back and the withdrawal sends none, so a traveller who asks and withdraws again and
 * again does not fill the host's inbox (the in-app notices stay). docs/security.md.
 */
export const REQUEST_MAIL_HOLD_MINUTES = 10;
const requestMailKey = (ctx: BookingContext) => `request:${ctx.booking.id}`;

const enc = encodeURIComponent;
// Each link opens its booking: the pages show the booking `?booking=` names first.
const travellerBookings = (ctx: BookingContext) =>
  `/user/${enc(ctx.traveller.name)}/user-booking-history?booking=${enc(ctx.booking.id)}`;
const hostBookings = (ctx: BookingContext) =>
  `/admin/${enc(ctx.host.name)}/manage-bookings?booking=${enc(ctx.booking.id)}`;
const confirmation = (ctx: BookingContext) => `/booking-success?booking=${enc(ctx.booking.id)}`;

/** What most notices about one booking repeat, in one reader's language. */
interface Words {
  i18n: I18n;
  locale: Locale;
  venue: string;
  /** Nights, dates and guests, in one line. */
  stay: string;
  /** The venue's check-in and check-out times, those it has. */
  times: string[];
  /**
   * A catalogue message (marked `/*i18n*\/` for `lingui extract`) in the reader's language,
   * given what every notice about the booking may name ({venue}, {stay}, {reference},
   * {traveller}, {host}) and any `more` it names.
   */
  say: (message: MessageDescriptor, more?: Values) => string;
}

function stayLine(ctx: BookingContext, i18n: I18n, locale: Locale): string {
  const { dateFrom, dateTo, guests } = ctx.booking;
  return i18n._({
    id: 'mail.stay',
    message:
      '{nights, plural, one {# night} other {# nights}}, {from} to {to}, {guests, plural, one {# guest} other {# guests}}',
    values: {
      nights: daysBetween(dateFrom, dateTo),
      from: formatDisplayDate(dateFrom, locale),
      to: formatDisplayDate(dateTo, locale),
      guests,
    },
  });
}

/** The venue's check-in and check-out times, as a stay's mail and its calendar event say them. */
export function stayTimes(ctx: BookingContext, i18n: I18n): string[] {
  const { checkInTime, checkOutTime } = ctx.venue;
  return [
    checkInTime
      ? i18n._({
          id: 'mail.stay.checkIn',
          message: 'Check-in from {time}.',
          values: { time: checkInTime },
        })
      : null,
    checkOutTime
      ? i18n._({
          id: 'mail.stay.checkOut',
          message: 'Check-out by {time}.',
          values: { time: checkOutTime },
        })
      : null,
  ].filter((line): line is string => line !== null);
}

function wordsFor(ctx: BookingContext, person: Person): Words {
  const locale = person.language;
  const i18n = i18nFor(locale);
  const venue = ctx.venue.name;
  const stay = stayLine(ctx, i18n, locale);
  const named = {
    venue,
    stay,
    reference: ctx.booking.reference,
    traveller: ctx.traveller.name,
    host: ctx.host.name,
  };
  return {
    i18n,
    locale,
    venue,
    stay,
    times: stayTimes(ctx, i18n),
    say: (message, more) => {
      const values = { ...named, ...more };
      return i18n._({ ...message, values });
    },
  };
}

// In a mail, as the refund deadline is: the site's date style, in UTC with the zone named (a mail
// cannot know where it is read). The app shows the deadline in the reader's own zone instead,
// from the notification's `booking.answerBy`.
const answerBy = (ctx: BookingContext, { i18n, locale }: Words) =>
  ctx.booking.expiresAt
    ? formatDeadline(ctx.booking.expiresAt, 'UTC', locale)
    : i18n._({ id: 'mail.request.answerSoon', message: 'soon' });

const theirMessage = (ctx: BookingContext, { i18n }: Words) =>
  ctx.booking.hostMessage
    ? [
        i18n._({
          id: 'mail.quote.theirMessage',
          message: 'Their message: “{text}”',
          values: { text: ctx.booking.hostMessage },
        }),
      ]
    : [];

const price = (ore: number, { locale }: Words) => formatOre(ore, locale);

/** A group of nights of one rate and price, as a receipt line says it. */
function nightsLabel(night: QuoteNight, count: number, words: Words): string {
  const { i18n } = words;
  const values = { count, price: price(night.priceOre, words), season: night.label ?? '' };
  if (night.rate === 'weekend') {
    return i18n._({
      id: 'mail.receipt.weekendNights',
      message: '{count, plural, one {# Weekend night} other {# Weekend nights}} × {price}',
      values,
    });
  }
  if (night.rate === 'season' && night.label) {
    return i18n._({
      id: 'mail.receipt.namedSeasonNights',
      message: '{count, plural, one {# {season} night} other {# {season} nights}} × {price}',
      values,
    });
  }
  if (night.rate === 'season') {
    return i18n._({
      id: 'mail.receipt.seasonNights',
      message: '{count, plural, one {# Season night} other {# Season nights}} × {price}',
      values,
    });
  }
  return i18n._({
    id: 'mail.receipt.nights',
    message: '{count, plural, one {# night} other {# nights}} × {price}',
    values,
  });
}

/**
 * A quote as a receipt's lines, as the domain's `quoteLines` groups them (nights by rate and
 * price, extra guests, the discount, the cleaning fee), in the reader's language.
 */
function receiptLines(quote: PriceQuote, words: Words): string[] {
  const { i18n } = words;
  const lines = nightGroups(quote).map(
    ({ night, count }) =>
      `${nightsLabel(night, count, words)}: ${price(count * night.priceOre, words)}`,
  );
  if (quote.extraGuestsOre > 0) {
    const label = i18n._({
      id: 'mail.receipt.extraGuests',
      message: '{count, plural, one {# extra guest} other {# extra guests}}',
      values: { count: quote.extraGuests },
    });
    lines.push(`${label}: ${price(quote.extraGuestsOre, words)}`);
  }
  if (quote.discount) {
    const percent = String(quote.discount.percent);
    const label =
      quote.discount.kind === 'monthly'
        ? i18n._({
            id: 'mail.receipt.monthlyDiscount',
            message: 'Monthly discount ({percent} %)',
            values: { percent },
          })
        : i18n._({
            id: 'mail.receipt.weeklyDiscount',
            message: 'Weekly discount ({percent} %)',
            values: { percent },
          });
    lines.push(`${label}: ${price(-quote.discount.amountOre, words)}`);
  }
  if (quote.cleaningFeeOre > 0) {
    const label = i18n._({ id: 'mail.receipt.cleaningFee', message: 'Cleaning fee' });
    lines.push(`${label}: ${price(quote.cleaningFeeOre, words)}`);
  }
  return lines;
}

const POLICY_DAYS_BEFORE = (i18n: I18n, days: number) =>
  i18n._({
    id: 'mail.policy.daysBefore',
    message:
      '{days, select, 1 {one day} 2 {two days} 3 {three days} 4 {four days} 5 {five days} 6 {six days} 7 {seven days} 8 {eight days} 9 {nine days} other {{days} days}}',
    values: { days: String(days) },
  });

/** The policy in words, as the domain's `policySummary` says it, in the reader's language. */
function policySummary(policy: CancellationPolicy, { i18n }: Words): string {
  const checkIn = '2001-01-31';
  const deadline = refundDeadline(policy, checkIn);
  const days = daysBetween(deadline.toISOString().slice(0, 10), checkIn);
  const values = {
    time: deadline.toISOString().slice(11, 16),
    before: POLICY_DAYS_BEFORE(i18n, days),
    percent: String(100 - CANCELLATION_POLICY_TERMS[policy].refundPercent),
  };
  return CANCELLATION_POLICY_TERMS[policy].refundPercent === 100
    ? i18n._({
        id: 'mail.policy.free',
        message:
          'Free cancellation until {time} UTC {before} before the check-in date; after that the full price stays owed.',
        values,
      })
    : i18n._({
        id: 'mail.policy.partly',
        message:
          'Cancel until {time} UTC {before} before the check-in date and {percent} % of the price stays owed; after that the full price stays owed.',
        values,
      });
}

function policyName(policy: CancellationPolicy, { i18n }: Words): string {
  if (policy === 'strict') return i18n._({ id: 'mail.policy.strict', message: 'Strict' });
  if (policy === 'moderate') return i18n._({ id: 'mail.policy.moderate', message: 'Moderate' });
  return i18n._({ id: 'mail.policy.flexible', message: 'Flexible' });
}

/** The receipt in a mail: each line of the price as booked, the total, and the policy. */
function receipt(ctx: BookingContext, words: Words): string[] {
  const { i18n, locale } = words;
  const { quote, totalOre, cancellationPolicy, dateFrom } = ctx.booking;
  const lines = quote ? receiptLines(quote, words) : [];
  const total = quote?.totalOre ?? totalOre;
  if (total !== null) {
    lines.push(
      i18n._({
        id: 'mail.receipt.total',
        message: 'Total: {total}',
        values: { total: price(total, words) },
      }),
    );
  }
  if (cancellationPolicy) {
    // A mail has no reader's zone: the stay's own deadline in UTC, as the policy words it.
    const deadline = formatDeadline(refundDeadline(cancellationPolicy, dateFrom), 'UTC', locale);
    lines.push(
      i18n._({
        id: 'mail.receipt.policy',
        message: 'Cancellation policy: {name}. {summary} For this stay: {deadline}.',
        values: {
          name: policyName(cancellationPolicy, words),
          summary: policySummary(cancellationPolicy, words),
          deadline,
        },
      }),
    );
  }
  return lines;
}

/** Nothing is charged online: a cancellation says what is no longer owed, and what still is. */
function refunded(ctx: BookingContext, words: Words): string[] {
  const { refundOre, totalOre } = ctx.booking;
  if (refundOre === null) return [];
  const kept = totalOre !== null ? totalOre - refundOre : 0;
  const values = { freed: price(refundOre, words), kept: price(kept, words) };
  return [
    kept > 0
      ? words.i18n._({
          id: 'mail.refund.partly',
          message: 'No longer owed: {freed}; still owed to the host: {kept}.',
          values,
        })
      : words.i18n._({ id: 'mail.refund.all', message: 'No longer owed: {freed}.', values }),
  ];
}

/** What a host's cancellation leaves owed, saying which nights when the stay was under way. */
function hostRefunded(ctx: BookingContext, words: Words): string[] {
  const { refundOre, totalOre, cancelledAt, dateFrom, dateTo } = ctx.booking;
  if (refundOre === null) return [];
  if (!cancelledAt || totalOre === null) return refunded(ctx, words);
  const policy = ctx.booking.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
  const refund = refundFor(policy, { dateFrom, dateTo, totalOre }, cancelledAt, 'host');
  if (!refund.nightsRefunded) return refunded(ctx, words);
  if (refund.totalOre === 0) {
    return [
      words.i18n._({ id: 'mail.refund.nothingOwed', message: 'Nothing is owed for this stay.' }),
    ];
  }
  return [
    words.i18n._({
      id: 'mail.refund.nights',
      message: 'No longer owed: {refund} of {total}, the {refunded} of {of} nights not yet begun.',
      values: {
        refund: price(refund.refundOre, words),
        total: price(refund.totalOre, words),
        refunded: refund.nightsRefunded.refunded,
        of: refund.nightsRefunded.of,
      },
    }),
  ];
}

/** What the traveller will pay, and to whom: nothing is charged online. */
function paymentDue(ctx: BookingContext, words: Words): string {
  const total = ctx.booking.quote?.totalOre ?? ctx.booking.totalOre;
  return total !== null
    ? words.i18n._({
        id: 'mail.payment.due',
        message: 'Nothing has been charged. Pay the host at check-in: {total}.',
        values: { total: price(total, words) },
      })
    : words.i18n._({
        id: 'mail.payment.atCheckIn',
        message: 'Nothing has been charged: you pay the host at check-in.',
      });
}

/** The traveller's confirmation with the receipt and the stay attached, sent once a booking. */
function confirmationMail(ctx: BookingContext, guest: Words) {
  const { times } = guest;
  return {
    to: ctx.traveller,
    kind: 'bookingConfirmation',
    mail: {
      category: 'confirmation',
      subject: guest.say(
        /*i18n*/ {
          id: 'mail.confirmed.subject',
          message: 'Booking confirmed: {venue} ({reference})',
        },
      ),
      paragraphs: [
        ctx.venue.place
          ? guest.say(
              /*i18n*/ {
                id: 'mail.confirmed.stayIn',
                message: 'Your stay at {venue} in {place} is confirmed: {stay}.',
              },
              { place: ctx.venue.place },
            )
          : guest.say(
              /*i18n*/ {
                id: 'mail.confirmed.stay',
                message: 'Your stay at {venue} is confirmed: {stay}.',
              },
            ),
        ...times,
        ...receipt(ctx, guest),
        `${guest.say(/*i18n*/ { id: 'mail.confirmed.attached', message: 'The stay is attached as a calendar event.' })} ${paymentDue(ctx, guest)}`,
      ],
      action: {
        label: guest.say(/*i18n*/ { id: 'mail.action.seeBooking', message: 'See your booking' }),
        path: confirmation(ctx),
      },
      withStay: true,
      dedupeKey: `confirmation:${ctx.booking.id}`,
    },
  } satisfies Notice;
}

const findAnother = (words: Words) => ({
  label: words.say(/*i18n*/ { id: 'mail.action.findAnother', message: 'Find another place' }),
  path: '/browse',
});
const seeBookings = (words: Words, path: string) => ({
  label: words.say(/*i18n*/ { id: 'mail.action.seeBookings', message: 'See your bookings' }),
  path,
});

/** Who is told what when each kind of thing happens to a booking, each in their language. */
const BOOKING_NOTICES: Record<
  BookingNoticeKind,
  (ctx: BookingContext, host: Words, guest: Words) => Notice[]
> = {
  requestReceived: (ctx, host, guest) => [
    {
      to: ctx.host,
      kind: 'requestReceived',
      inApp: {
        title: host.say(
          /*i18n*/ {
            id: 'notice.requestReceived.title',
            message: 'New booking request for {venue}',
          },
        ),
        body: host.say(
          /*i18n*/ { id: 'notice.requestReceived.body', message: '{traveller} asks for {stay}.' },
        ),
        link: hostBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: host.say(
          /*i18n*/ {
            id: 'mail.requestReceived.subject',
            message: 'Booking request for {venue} ({reference})',
          },
        ),
        paragraphs: [
          host.say(
            /*i18n*/ {
              id: 'mail.requestReceived.asks',
              message: '{traveller} would like to stay at {venue}: {stay}.',
            },
          ),
          host.say(
            /*i18n*/ {
              id: 'mail.requestReceived.answerBy',
              message:
                'Please accept or decline by {deadline}; an unanswered request expires and the nights are freed.',
            },
            { deadline: answerBy(ctx, host) },
          ),
        ],
        action: {
          label: host.say(
            /*i18n*/ { id: 'mail.action.answerRequest', message: 'Answer the request' },
          ),
          path: hostBookings(ctx),
        },
        dedupeKey: requestMailKey(ctx),
        holdMinutes: REQUEST_MAIL_HOLD_MINUTES,
      },
    },
    {
      to: ctx.traveller,
      kind: 'requestSent',
      mail: {
        category: 'requests',
        subject: guest.say(
          /*i18n*/ {
            id: 'mail.requestSent.subject',
            message: 'Request sent: {venue} ({reference})',
          },
        ),
        paragraphs: [
          guest.say(
            /*i18n*/ {
              id: 'mail.requestSent.sent',
              message: 'Your request to stay at {venue} has been sent to {host}: {stay}.',
            },
          ),
          guest.say(
            /*i18n*/ {
              id: 'mail.requestSent.held',
              message:
                'The nights are held for you until the host answers, by {deadline} at the latest. Nothing is booked until then; we will write as soon as they do.',
            },
            { deadline: answerBy(ctx, guest) },
          ),
        ],
        action: {
          label: guest.say(/*i18n*/ { id: 'mail.action.seeRequest', message: 'See your request' }),
          path: travellerBookings(ctx),
        },
        dedupeKey: `request-sent:${ctx.booking.id}`,
      },
    },
  ],
  requestAccepted: (ctx, _host, guest) => {
    const confirmed = confirmationMail(ctx, guest);
    return [
      {
        to: ctx.traveller,
        kind: 'requestAccepted',
        inApp: {
          title: guest.say(
            /*i18n*/ { id: 'notice.requestAccepted.title', message: 'Request accepted: {venue}' },
          ),
          body: guest.say(
            /*i18n*/ {
              id: 'notice.requestAccepted.body',
              message: '{host} accepted your request for {stay}.',
            },
          ),
          link: confirmation(ctx),
        },
      },
      {
        ...confirmed,
        mail: {
          ...confirmed.mail,
          paragraphs: [
            guest.say(
              /*i18n*/ {
                id: 'mail.requestAccepted.accepted',
                message: '{host} accepted your request.',
              },
            ),
            ...theirMessage(ctx, guest),
            ...confirmed.mail.paragraphs,
          ],
        },
      },
    ];
  },
  requestDeclined: (ctx, _host, guest) => [
    {
      to: ctx.traveller,
      kind: 'requestDeclined',
      inApp: {
        title: guest.say(
          /*i18n*/ { id: 'notice.requestDeclined.title', message: 'Request declined: {venue}' },
        ),
        body: `${guest.say(/*i18n*/ { id: 'notice.requestDeclined.body', message: '{host} could not accept your request for {stay}.' })}${ctx.booking.hostMessage ? ` “${ctx.booking.hostMessage}”` : ''}`,
        link: travellerBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: guest.say(
          /*i18n*/ {
            id: 'mail.requestDeclined.subject',
            message: 'Request declined: {venue} ({reference})',
          },
        ),
        paragraphs: [
          guest.say(
            /*i18n*/ {
              id: 'mail.requestDeclined.declined',
              message: '{host} could not accept your request for {stay}. Nothing has been booked.',
            },
          ),
          ...theirMessage(ctx, guest),
        ],
        action: findAnother(guest),
      },
    },
  ],
  requestExpired: (ctx, host, guest) => [
    {
      to: ctx.traveller,
      kind: 'requestExpired',
      inApp: {
        title: guest.say(
          /*i18n*/ { id: 'notice.requestExpired.title', message: 'Request expired: {venue}' },
        ),
        body: guest.say(
          /*i18n*/ {
            id: 'notice.requestExpired.body',
            message: 'Your request for {stay} was not answered in time, so nothing was booked.',
          },
        ),
        link: travellerBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: guest.say(
          /*i18n*/ {
            id: 'mail.requestExpired.subject',
            message: 'Request expired: {venue} ({reference})',
          },
        ),
        paragraphs: [
          guest.say(
            /*i18n*/ {
              id: 'mail.requestExpired.expired',
              message:
                'Your request for {stay} was not answered in time. Nothing has been booked and the nights are free again.',
            },
          ),
        ],
        action: findAnother(guest),
      },
    },
    {
      to: ctx.host,
      kind: 'requestExpired',
      inApp: {
        title: host.say(
          /*i18n*/ { id: 'notice.requestExpired.title', message: 'Request expired: {venue}' },
        ),
        body: host.say(
          /*i18n*/ {
            id: 'notice.requestExpired.hostBody',
            message:
              "{traveller}'s request for {stay} expired unanswered; the nights are free again.",
          },
        ),
        link: hostBookings(ctx),
      },
    },
  ],
  requestWithdrawn: (ctx, host, guest) => [
    {
      to: ctx.host,
      kind: 'requestWithdrawn',
      inApp: {
        title: host.say(
          /*i18n*/ { id: 'notice.requestWithdrawn.title', message: 'Request withdrawn: {venue}' },
        ),
        body: host.say(
          /*i18n*/ {
            id: 'notice.requestWithdrawn.body',
            message: '{traveller} withdrew the request for {stay}; the nights are free again.',
          },
        ),
        link: hostBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: host.say(
          /*i18n*/ {
            id: 'mail.requestWithdrawn.subject',
            message: 'Request withdrawn: {venue} ({reference})',
          },
        ),
        paragraphs: [
          host.say(
            /*i18n*/ {
              id: 'mail.requestWithdrawn.withdrew',
              message: '{traveller} withdrew the request for {stay}.',
            },
          ),
        ],
        action: seeBookings(host, hostBookings(ctx)),
        cancels: requestMailKey(ctx),
      },
    },
    {
      to: ctx.traveller,
      kind: 'requestWithdrawnConfirmation',
      mail: {
        category: 'requests',
        subject: guest.say(
          /*i18n*/ {
            id: 'mail.requestWithdrawn.subject',
            message: 'Request withdrawn: {venue} ({reference})',
          },
        ),
        paragraphs: [
          guest.say(
            /*i18n*/ {
              id: 'mail.requestWithdrawn.youWithdrew',
              message:
                'You withdrew your request to stay at {venue}: {stay}. Nothing has been booked, and the host has been told.',
            },
          ),
        ],
        action: findAnother(guest),
        dedupeKey: `request-withdrawn:${ctx.booking.id}`,
      },
    },
  ],
  bookingReceived: (ctx, host, guest) => [
    {
      to: ctx.host,
      kind: 'bookingReceived',
      inApp: {
        title: host.say(
          /*i18n*/ { id: 'notice.bookingReceived.title', message: 'New booking for {venue}' },
        ),
        body: host.say(
          /*i18n*/ { id: 'notice.bookingReceived.body', message: '{traveller} booked {stay}.' },
        ),
        link: hostBookings(ctx),
      },
      mail: {
        category: 'bookings',
        subject: host.say(
          /*i18n*/ {
            id: 'mail.bookingReceived.subject',
            message: 'New booking for {venue} ({reference})',
          },
        ),
        paragraphs: [
          host.say(
            /*i18n*/ {
              id: 'mail.bookingReceived.booked',
              message: '{traveller} booked {venue}: {stay}.',
            },
          ),
        ],
        action: seeBookings(host, hostBookings(ctx)),
      },
    },
    confirmationMail(ctx, guest),
  ],
  bookingConfirmed: (ctx, _host, guest) => [confirmationMail(ctx, guest)],
  bookingCancelledByGuest: (ctx, host, guest) => {
    const hostList = `/admin/${enc(ctx.host.name)}/manage-bookings`;
    return [
      {
        to: ctx.host,
        kind: 'bookingCancelledByGuest',
        inApp: {
          title: host.say(
            /*i18n*/ {
              id: 'notice.bookingCancelledByGuest.title',
              message: 'Booking cancelled: {venue}',
            },
          ),
          body: host.say(
            /*i18n*/ {
              id: 'notice.bookingCancelledByGuest.body',
              message: '{traveller} cancelled {stay}; the nights are free again.',
            },
          ),
          link: hostList,
        },
        mail: {
          category: 'bookings',
          subject: host.say(
            /*i18n*/ {
              id: 'mail.bookingCancelledByGuest.subject',
              message: 'Booking cancelled by the guest: {venue} ({reference})',
            },
          ),
          paragraphs: [
            host.say(
              /*i18n*/ {
                id: 'mail.bookingCancelledByGuest.cancelled',
                message: '{traveller} cancelled the booking of {venue}: {stay}.',
              },
            ),
            ...refunded(ctx, host),
          ],
          action: seeBookings(host, hostList),
        },
      },
      {
        to: ctx.traveller,
        kind: 'bookingCancellationConfirmation',
        mail: {
          category: 'bookings',
          subject: guest.say(
            /*i18n*/ {
              id: 'mail.bookingCancelled.subject',
              message: 'Booking cancelled: {venue} ({reference})',
            },
          ),
          paragraphs: [
            guest.say(
              /*i18n*/ {
                id: 'mail.bookingCancelled.youCancelled',
                message: 'You cancelled your booking of {venue}: {stay}. The host has been told.',
              },
            ),
            ...refunded(ctx, guest),
          ],
          action: seeBookings(guest, travellerBookings(ctx)),
          dedupeKey: `cancelled-by-guest:${ctx.booking.id}`,
        },
      },
    ];
  },
  bookingCancelledByHost: (ctx, _host, guest) => {
    const reason = ctx.booking.cancellationReason;
    return [
      {
        to: ctx.traveller,
        kind: 'bookingCancelledByHost',
        inApp: {
          title: guest.say(
            /*i18n*/ {
              id: 'notice.bookingCancelledByHost.title',
              message: 'Booking cancelled by the host: {venue}',
            },
          ),
          body: `${guest.say(/*i18n*/ { id: 'notice.bookingCancelledByHost.body', message: '{host} cancelled your stay ({stay}).' })}${reason ? ` “${reason}”` : ''}`,
          link: travellerBookings(ctx),
        },
        mail: {
          category: 'bookings',
          subject: guest.say(
            /*i18n*/ {
              id: 'mail.bookingCancelledByHost.subject',
              message: 'Your booking was cancelled by the host: {venue} ({reference})',
            },
          ),
          paragraphs: [
            guest.say(
              /*i18n*/ {
                id: 'mail.bookingCancelledByHost.cancelled',
                message: '{host} cancelled your stay at {venue}: {stay}.',
              },
            ),
            ...(reason
              ? [
                  guest.say(
                    /*i18n*/ { id: 'mail.quote.theirReason', message: 'Their reason: “{text}”' },
                    { text: reason },
                  ),
                ]
              : []),
            ...hostRefunded(ctx, guest),
          ],
          action: findAnother(guest),
        },
      },
    ];
  },
  arrivalReminder: (ctx, _host, guest) => [
    {
      to: ctx.traveller,
      kind: 'arrivalReminder',
      mail: {
        category: 'reminders',
        subject: guest.say(
          /*i18n*/ {
            id: 'mail.arrivalReminder.subject',
            message: 'Your stay at {venue} starts {date}',
          },
          { date: formatDisplayDate(ctx.booking.dateFrom, guest.locale) },
        ),
        paragraphs: [
          guest.say(
            /*i18n*/ {
              id: 'mail.arrivalReminder.comingUp',
              message: 'Your stay is coming up: {stay}.',
            },
          ),
          ...guest.times,
        ],
        action: {
          label: guest.say(/*i18n*/ { id: 'mail.action.seeBooking', message: 'See your booking' }),
          path: confirmation(ctx),
        },
        withStay: true,
        dedupeKey: `reminder:${ctx.booking.id}`,
      },
    },
  ],
  reviewWindowOpen: (ctx, host, guest) => {
    // Both sides, on the check-out day: the window is open for 14 days, double-blind.
    const closesOn = addDays(ctx.booking.dateTo, REVIEW_WINDOW_DAYS - 1);
    const blind = (words: Words) =>
      words.say(
        /*i18n*/ {
          id: 'review.blind',
          message:
            "Neither of you sees the other's review until both have written or the window closes.",
        },
      );
    const guestCloses = formatDisplayDate(closesOn, guest.locale);
    const hostCloses = formatDisplayDate(closesOn, host.locale);
    const writeReview = (words: Words, path: string) => ({
      label: words.say(/*i18n*/ { id: 'mail.action.writeReview', message: 'Write a review' }),
      path,
    });
    return [
      {
        to: ctx.traveller,
        kind: 'reviewWindowOpen',
        inApp: {
          title: guest.say(
            /*i18n*/ { id: 'review.guest.title', message: 'How was your stay at {venue}?' },
          ),
          body: `${guest.say(/*i18n*/ { id: 'notice.review.guest.body', message: 'Review your stay ({stay}) by {closes}.' }, { closes: guestCloses })} ${blind(guest)}`,
          link: travellerBookings(ctx),
        },
        mail: {
          category: 'reminders',
          subject: guest.say(
            /*i18n*/ { id: 'review.guest.title', message: 'How was your stay at {venue}?' },
          ),
          paragraphs: [
            guest.say(
              /*i18n*/ {
                id: 'mail.review.guest.ended',
                message: 'Your stay at {venue} has ended: {stay}.',
              },
            ),
            `${guest.say(/*i18n*/ { id: 'mail.review.guest.please', message: 'Please review it by {closes}: it helps the next guests and the host.' }, { closes: guestCloses })} ${blind(guest)}`,
          ],
          action: writeReview(guest, travellerBookings(ctx)),
          dedupeKey: `review-prompt:${ctx.booking.id}:guest`,
        },
      },
      {
        to: ctx.host,
        kind: 'reviewWindowOpen',
        inApp: {
          title: host.say(
            /*i18n*/ { id: 'notice.review.host.title', message: 'Review your guest: {traveller}' },
          ),
          body: `${host.say(/*i18n*/ { id: 'notice.review.host.body', message: "{traveller}'s stay at {venue} ({stay}) has ended. Review them by {closes}." }, { closes: hostCloses })} ${blind(host)}`,
          link: hostBookings(ctx),
        },
        mail: {
          category: 'reminders',
          subject: host.say(
            /*i18n*/ {
              id: 'mail.review.host.subject',
              message: 'Review your guest {traveller} ({reference})',
            },
          ),
          paragraphs: [
            host.say(
              /*i18n*/ {
                id: 'mail.review.host.ended',
                message: "{traveller}'s stay at {venue} has ended: {stay}.",
              },
            ),
            `${host.say(/*i18n*/ { id: 'mail.review.host.please', message: 'Please review your guest by {closes}.' }, { closes: hostCloses })} ${blind(host)}`,
          ],
          action: writeReview(host, hostBookings(ctx)),
          dedupeKey: `review-prompt:${ctx.booking.id}:host`,
        },
      },
    ];
  },
};

/** What each way a request closes writes over the host's request notice: its title and body. */
const CLOSED_REQUEST: Partial<
  Record<BookingNoticeKind, { title: MessageDescriptor; body: MessageDescriptor }>
> = {
  requestAccepted: {
    title: /*i18n*/ {
      id: 'notice.closed.accepted.title',
      message: 'Booking request for {venue}: accepted',
    },
    body: /*i18n*/ {
      id: 'notice.closed.accepted.body',
      message: "You accepted {guest}'s request for {stay}.",
    },
  },
  requestDeclined: {
    title: /*i18n*/ {
      id: 'notice.closed.declined.title',
      message: 'Booking request for {venue}: declined',
    },
    body: /*i18n*/ {
      id: 'notice.closed.declined.body',
      message: "You declined {guest}'s request for {stay}.",
    },
  },
  requestExpired: {
    title: /*i18n*/ {
      id: 'notice.closed.expired.title',
      message: 'Booking request for {venue}: expired',
    },
    body: /*i18n*/ {
      id: 'notice.closed.expired.body',
      message: "{guest}'s request for {stay} expired unanswered.",
    },
  },
  requestWithdrawn: {
    title: /*i18n*/ {
      id: 'notice.closed.withdrawn.title',
      message: 'Booking request for {venue}: withdrawn',
    },
    body: /*i18n*/ {
      id: 'notice.closed.withdrawn.body',
      message: '{guest} withdrew the request for {stay}.',
    },
  },
};

/**
 * What the host's "New booking request" notification says once the request is no longer open:
 * its outcome, in place of the request (the notifier rewrites it and marks it read), in the
 * host's language.
 */
export function closedRequestNotice(
  kind: BookingNoticeKind,
  ctx: BookingContext,
): { title: string; body: string } | undefined {
  const text = CLOSED_REQUEST[kind];
  if (!text) return undefined;
  const host = wordsFor(ctx, ctx.host);
  const values = { guest: ctx.traveller.name };
  return { title: host.say(text.title, values), body: host.say(text.body, values) };
}

/** Who is told what when `kind` happens to a booking. */
export function bookingNotices(kind: BookingNoticeKind, ctx: BookingContext): Notice[] {
  return BOOKING_NOTICES[kind](ctx, wordsFor(ctx, ctx.host), wordsFor(ctx, ctx.traveller));
}

/**
 * A notice's mail as text and HTML, in its reader's language, with links against the site's
 * address to the page in that language (`/nb/…`, `/en/…`): an unprefixed page would follow the
 * browser it is opened in instead (docs/decisions/037-languages.md).
 */
export function renderNoticeMail(notice: Notice, siteUrl: string, reference?: string) {
  const mail = notice.mail!;
  return renderMail({
    locale: notice.to.language,
    name: notice.to.name,
    paragraphs: mail.paragraphs,
    action: {
      label: mail.action.label,
      url: `${siteUrl}${localePath(notice.to.language, mail.action.path)}`,
    },
    ...(reference ? { reference } : {}),
  });
}
