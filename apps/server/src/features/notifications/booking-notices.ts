import {
  CANCELLATION_POLICY_TERMS,
  DEFAULT_CANCELLATION_POLICY,
  REVIEW_WINDOW_DAYS,
  addDays,
  daysBetween,
  formatDeadline,
  formatDisplayDate,
  formatOre,
  noLongerOwed,
  payAtCheckIn,
  quoteLines,
  refundDeadline,
  refundFor,
  refundMessage,
  type BookingState,
  type CancellationPolicy,
  type PriceQuote,
} from '@holidaze/domain';
import { renderMail } from './mail-layout.js';
import type { MailCategory } from './mail-outbox-repository.js';

export interface Person {
  id: string;
  name: string;
  email: string;
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

/** One message to one person: in the app, by e-mail, or both. */
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

function stayLine(ctx: BookingContext): string {
  const { dateFrom, dateTo, guests } = ctx.booking;
  const nights = daysBetween(dateFrom, dateTo);
  return `${nights} ${nights === 1 ? 'night' : 'nights'}, ${formatDisplayDate(dateFrom)} to ${formatDisplayDate(dateTo)}, ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

// In a mail, as the refund deadline is: the site's date style, in UTC with the zone named (a mail
// cannot know where it is read). The app shows the deadline in the reader's own zone instead,
// from the notification's `booking.answerBy`.
const answerBy = (ctx: BookingContext) =>
  ctx.booking.expiresAt ? formatDeadline(ctx.booking.expiresAt, 'UTC') : 'soon';

const quoted = (label: string, text: string | null) => (text ? [`${label}: “${text}”`] : []);

/** The receipt in a mail: each line of the price as booked, the total, and the policy. */
function receipt(ctx: BookingContext): string[] {
  const { quote, totalOre, cancellationPolicy, dateFrom } = ctx.booking;
  const lines = quote
    ? quoteLines(quote).map((line) => `${line.label}: ${formatOre(line.amountOre)}`)
    : [];
  const total = quote?.totalOre ?? totalOre;
  if (total !== null) lines.push(`Total: ${formatOre(total)}`);
  if (cancellationPolicy) {
    const terms = CANCELLATION_POLICY_TERMS[cancellationPolicy];
    // A mail has no reader's zone: the stay's own deadline in UTC, as the policy words it.
    const deadline = formatDeadline(refundDeadline(cancellationPolicy, dateFrom), 'UTC');
    lines.push(`Cancellation policy: ${terms.label}. ${terms.summary} For this stay: ${deadline}.`);
  }
  return lines;
}

/** Nothing is charged online: a cancellation says what is no longer owed, and what still is. */
const refunded = (ctx: BookingContext) =>
  ctx.booking.refundOre !== null
    ? [`${noLongerOwed({ refundOre: ctx.booking.refundOre, totalOre: ctx.booking.totalOre })}.`]
    : [];

/** What a host's cancellation leaves owed, saying which nights when the stay was under way. */
function hostRefunded(ctx: BookingContext): string[] {
  const { refundOre, totalOre, cancelledAt, dateFrom, dateTo } = ctx.booking;
  if (refundOre === null) return [];
  if (!cancelledAt || totalOre === null) return refunded(ctx);
  const policy = ctx.booking.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY;
  const refund = refundFor(policy, { dateFrom, dateTo, totalOre }, cancelledAt, 'host');
  return refund.nightsRefunded ? [`${refundMessage(refund)}.`] : refunded(ctx);
}

/** What most notices about one booking repeat. */
interface Phrases {
  venue: string;
  /** Nights, dates and guests, in one line. */
  stay: string;
  /** The venue's check-in and check-out times, those it has. */
  times: string[];
}

function phrasesOf(ctx: BookingContext): Phrases {
  return {
    venue: ctx.venue.name,
    stay: stayLine(ctx),
    times: [
      ctx.venue.checkInTime ? `Check-in from ${ctx.venue.checkInTime}.` : null,
      ctx.venue.checkOutTime ? `Check-out by ${ctx.venue.checkOutTime}.` : null,
    ].filter((line): line is string => line !== null),
  };
}

/** What the traveller will pay, and to whom: nothing is charged online. */
function paymentDue(ctx: BookingContext): string {
  const total = ctx.booking.quote?.totalOre ?? ctx.booking.totalOre;
  return total !== null
    ? `Nothing has been charged. ${payAtCheckIn(total)}.`
    : 'Nothing has been charged: you pay the host at check-in.';
}

/** The traveller's confirmation with the receipt and the stay attached, sent once a booking. */
function confirmationMail(ctx: BookingContext) {
  const { venue, stay, times } = phrasesOf(ctx);
  return {
    to: ctx.traveller,
    kind: 'bookingConfirmation',
    mail: {
      category: 'confirmation',
      subject: `Booking confirmed: ${venue} (${ctx.booking.reference})`,
      paragraphs: [
        `Your stay at ${venue}${ctx.venue.place ? ` in ${ctx.venue.place}` : ''} is confirmed: ${stay}.`,
        ...times,
        ...receipt(ctx),
        `The stay is attached as a calendar event. ${paymentDue(ctx)}`,
      ],
      action: { label: 'See your booking', path: confirmation(ctx) },
      withStay: true,
      dedupeKey: `confirmation:${ctx.booking.id}`,
    },
  } satisfies Notice;
}

/** Who is told what when each kind of thing happens to a booking. */
const BOOKING_NOTICES: Record<
  BookingNoticeKind,
  (ctx: BookingContext, phrases: Phrases) => Notice[]
> = {
  requestReceived: (ctx, { venue, stay }) => [
    {
      to: ctx.host,
      kind: 'requestReceived',
      inApp: {
        title: `New booking request for ${venue}`,
        body: `${ctx.traveller.name} asks for ${stay}.`,
        link: hostBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: `Booking request for ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `${ctx.traveller.name} would like to stay at ${venue}: ${stay}.`,
          `Please accept or decline by ${answerBy(ctx)}; an unanswered request expires and the nights are freed.`,
        ],
        action: { label: 'Answer the request', path: hostBookings(ctx) },
        dedupeKey: requestMailKey(ctx),
        holdMinutes: REQUEST_MAIL_HOLD_MINUTES,
      },
    },
    {
      to: ctx.traveller,
      kind: 'requestSent',
      mail: {
        category: 'requests',
        subject: `Request sent: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `Your request to stay at ${venue} has been sent to ${ctx.host.name}: ${stay}.`,
          `The nights are held for you until the host answers, by ${answerBy(ctx)} at the latest. Nothing is booked until then; we will write as soon as they do.`,
        ],
        action: { label: 'See your request', path: travellerBookings(ctx) },
        dedupeKey: `request-sent:${ctx.booking.id}`,
      },
    },
  ],
  requestAccepted: (ctx, { venue, stay }) => {
    const confirmed = confirmationMail(ctx);
    return [
      {
        to: ctx.traveller,
        kind: 'requestAccepted',
        inApp: {
          title: `Request accepted: ${venue}`,
          body: `${ctx.host.name} accepted your request for ${stay}.`,
          link: confirmation(ctx),
        },
      },
      {
        ...confirmed,
        mail: {
          ...confirmed.mail,
          paragraphs: [
            `${ctx.host.name} accepted your request.`,
            ...quoted('Their message', ctx.booking.hostMessage),
            ...confirmed.mail.paragraphs,
          ],
        },
      },
    ];
  },
  requestDeclined: (ctx, { venue, stay }) => [
    {
      to: ctx.traveller,
      kind: 'requestDeclined',
      inApp: {
        title: `Request declined: ${venue}`,
        body: `${ctx.host.name} could not accept your request for ${stay}.${ctx.booking.hostMessage ? ` “${ctx.booking.hostMessage}”` : ''}`,
        link: travellerBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: `Request declined: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `${ctx.host.name} could not accept your request for ${stay}. Nothing has been booked.`,
          ...quoted('Their message', ctx.booking.hostMessage),
        ],
        action: { label: 'Find another place', path: '/browse' },
      },
    },
  ],
  requestExpired: (ctx, { venue, stay }) => [
    {
      to: ctx.traveller,
      kind: 'requestExpired',
      inApp: {
        title: `Request expired: ${venue}`,
        body: `Your request for ${stay} was not answered in time, so nothing was booked.`,
        link: travellerBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: `Request expired: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `Your request for ${stay} was not answered in time. Nothing has been booked and the nights are free again.`,
        ],
        action: { label: 'Find another place', path: '/browse' },
      },
    },
    {
      to: ctx.host,
      kind: 'requestExpired',
      inApp: {
        title: `Request expired: ${venue}`,
        body: `${ctx.traveller.name}'s request for ${stay} expired unanswered; the nights are free again.`,
        link: hostBookings(ctx),
      },
    },
  ],
  requestWithdrawn: (ctx, { venue, stay }) => [
    {
      to: ctx.host,
      kind: 'requestWithdrawn',
      inApp: {
        title: `Request withdrawn: ${venue}`,
        body: `${ctx.traveller.name} withdrew the request for ${stay}; the nights are free again.`,
        link: hostBookings(ctx),
      },
      mail: {
        category: 'requests',
        subject: `Request withdrawn: ${venue} (${ctx.booking.reference})`,
        paragraphs: [`${ctx.traveller.name} withdrew the request for ${stay}.`],
        action: { label: 'See your bookings', path: hostBookings(ctx) },
        cancels: requestMailKey(ctx),
      },
    },
    {
      to: ctx.traveller,
      kind: 'requestWithdrawnConfirmation',
      mail: {
        category: 'requests',
        subject: `Request withdrawn: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `You withdrew your request to stay at ${venue}: ${stay}. Nothing has been booked, and the host has been told.`,
        ],
        action: { label: 'Find another place', path: '/browse' },
        dedupeKey: `request-withdrawn:${ctx.booking.id}`,
      },
    },
  ],
  bookingReceived: (ctx, { venue, stay }) => [
    {
      to: ctx.host,
      kind: 'bookingReceived',
      inApp: {
        title: `New booking for ${venue}`,
        body: `${ctx.traveller.name} booked ${stay}.`,
        link: hostBookings(ctx),
      },
      mail: {
        category: 'bookings',
        subject: `New booking for ${venue} (${ctx.booking.reference})`,
        paragraphs: [`${ctx.traveller.name} booked ${venue}: ${stay}.`],
        action: { label: 'See your bookings', path: hostBookings(ctx) },
      },
    },
    confirmationMail(ctx),
  ],
  bookingConfirmed: (ctx) => [confirmationMail(ctx)],
  bookingCancelledByGuest: (ctx, { venue, stay }) => [
    {
      to: ctx.host,
      kind: 'bookingCancelledByGuest',
      inApp: {
        title: `Booking cancelled: ${venue}`,
        body: `${ctx.traveller.name} cancelled ${stay}; the nights are free again.`,
        link: `/admin/${enc(ctx.host.name)}/manage-bookings`,
      },
      mail: {
        category: 'bookings',
        subject: `Booking cancelled by the guest: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `${ctx.traveller.name} cancelled the booking of ${venue}: ${stay}.`,
          ...refunded(ctx),
        ],
        action: {
          label: 'See your bookings',
          path: `/admin/${enc(ctx.host.name)}/manage-bookings`,
        },
      },
    },
    {
      to: ctx.traveller,
      kind: 'bookingCancellationConfirmation',
      mail: {
        category: 'bookings',
        subject: `Booking cancelled: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `You cancelled your booking of ${venue}: ${stay}. The host has been told.`,
          ...refunded(ctx),
        ],
        action: { label: 'See your bookings', path: travellerBookings(ctx) },
        dedupeKey: `cancelled-by-guest:${ctx.booking.id}`,
      },
    },
  ],
  bookingCancelledByHost: (ctx, { venue, stay }) => [
    {
      to: ctx.traveller,
      kind: 'bookingCancelledByHost',
      inApp: {
        title: `Booking cancelled by the host: ${venue}`,
        body: `${ctx.host.name} cancelled your stay (${stay}).${ctx.booking.cancellationReason ? ` “${ctx.booking.cancellationReason}”` : ''}`,
        link: travellerBookings(ctx),
      },
      mail: {
        category: 'bookings',
        subject: `Your booking was cancelled by the host: ${venue} (${ctx.booking.reference})`,
        paragraphs: [
          `${ctx.host.name} cancelled your stay at ${venue}: ${stay}.`,
          ...quoted('Their reason', ctx.booking.cancellationReason),
          ...hostRefunded(ctx),
        ],
        action: { label: 'Find another place', path: '/browse' },
      },
    },
  ],
  arrivalReminder: (ctx, { venue, stay, times }) => [
    {
      to: ctx.traveller,
      kind: 'arrivalReminder',
      mail: {
        category: 'reminders',
        subject: `Your stay at ${venue} starts ${formatDisplayDate(ctx.booking.dateFrom)}`,
        paragraphs: [`Your stay is coming up: ${stay}.`, ...times],
        action: { label: 'See your booking', path: confirmation(ctx) },
        withStay: true,
        dedupeKey: `reminder:${ctx.booking.id}`,
      },
    },
  ],
  reviewWindowOpen: (ctx, { venue, stay }) => {
    // Both sides, on the check-out day: the window is open for 14 days, double-blind.
    const closes = formatDisplayDate(addDays(ctx.booking.dateTo, REVIEW_WINDOW_DAYS - 1));
    const blind = `Neither of you sees the other's review until both have written or the window closes.`;
    return [
      {
        to: ctx.traveller,
        kind: 'reviewWindowOpen',
        inApp: {
          title: `How was your stay at ${venue}?`,
          body: `Review your stay (${stay}) by ${closes}. ${blind}`,
          link: travellerBookings(ctx),
        },
        mail: {
          category: 'reminders',
          subject: `How was your stay at ${venue}?`,
          paragraphs: [
            `Your stay at ${venue} has ended: ${stay}.`,
            `Please review it by ${closes}: it helps the next guests and the host. ${blind}`,
          ],
          action: { label: 'Write a review', path: travellerBookings(ctx) },
          dedupeKey: `review-prompt:${ctx.booking.id}:guest`,
        },
      },
      {
        to: ctx.host,
        kind: 'reviewWindowOpen',
        inApp: {
          title: `Review your guest: ${ctx.traveller.name}`,
          body: `${ctx.traveller.name}'s stay at ${venue} (${stay}) has ended. Review them by ${closes}. ${blind}`,
          link: hostBookings(ctx),
        },
        mail: {
          category: 'reminders',
          subject: `Review your guest ${ctx.traveller.name} (${ctx.booking.reference})`,
          paragraphs: [
            `${ctx.traveller.name}'s stay at ${venue} has ended: ${stay}.`,
            `Please review your guest by ${closes}. ${blind}`,
          ],
          action: { label: 'Write a review', path: hostBookings(ctx) },
          dedupeKey: `review-prompt:${ctx.booking.id}:host`,
        },
      },
    ];
  },
};

/**
 * What the host's "New booking request" notification says once the request is no longer open:
 * its outcome, in place of the request (the notifier rewrites it and marks it read).
 */
export function closedRequestNotice(
  kind: BookingNoticeKind,
  ctx: BookingContext,
): { title: string; body: string } | undefined {
  const { venue, stay } = phrasesOf(ctx);
  const guest = ctx.traveller.name;
  const outcomes: Partial<Record<BookingNoticeKind, [string, string]>> = {
    requestAccepted: ['accepted', `You accepted ${guest}'s request for ${stay}.`],
    requestDeclined: ['declined', `You declined ${guest}'s request for ${stay}.`],
    requestExpired: ['expired', `${guest}'s request for ${stay} expired unanswered.`],
    requestWithdrawn: ['withdrawn', `${guest} withdrew the request for ${stay}.`],
  };
  const outcome = outcomes[kind];
  return outcome && { title: `Booking request for ${venue}: ${outcome[0]}`, body: outcome[1] };
}

/** Who is told what when `kind` happens to a booking. */
export function bookingNotices(kind: BookingNoticeKind, ctx: BookingContext): Notice[] {
  return BOOKING_NOTICES[kind](ctx, phrasesOf(ctx));
}

/** A notice's mail as text and HTML, with links against the site's address. */
export function renderNoticeMail(notice: Notice, siteUrl: string, reference?: string) {
  const mail = notice.mail!;
  return renderMail({
    name: notice.to.name,
    paragraphs: mail.paragraphs,
    action: { label: mail.action.label, url: `${siteUrl}${mail.action.path}` },
    ...(reference ? { reference } : {}),
  });
}
