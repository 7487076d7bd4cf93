import type { Kysely } from 'kysely';
import { addDays } from '@holidaze/domain';
import type { Database, NewBookingRow } from '../db/schema.js';
import { createNotifier } from '../features/notifications/notifier.js';

/** Where the demo's mail links point: the address `npm start` serves. */
const DEMO_NOTICES = {
  siteUrl: 'http://localhost:3000',
  operatorAddress: 'operator@holidaze.localhost',
};

interface DemoVenue {
  id: string;
  owner_id: string;
  max_guests: number;
}

/** The first free stretch of `nights` on the venue at least `fromDay` days after `today`. */
function freeNights(
  bookings: readonly NewBookingRow[],
  venueId: string,
  today: string,
  fromDay: number,
  nights: number,
) {
  const taken = bookings.filter((booking) => booking.venue_id === venueId);
  for (let offset = fromDay; ; offset += 1) {
    const dateFrom = addDays(today, offset);
    const dateTo = addDays(dateFrom, nights);
    if (taken.every((booking) => booking.date_to <= dateFrom || booking.date_from >= dateTo)) {
      return { date_from: dateFrom, date_to: dateTo };
    }
  }
}

/**
 * Requests in the demo: two of the demo manager's venues book by request, the demo traveller
 * has one waiting there (the manager's bell shows it) and one another host declined, each with
 * its notifications and e-mails as the API would have written them.
 */
export async function seedDemoRequests(
  tx: Kysely<Database>,
  input: {
    venues: readonly DemoVenue[];
    bookings: readonly NewBookingRow[];
    manager: string;
    otherManager: string;
    traveller: string;
    today: string;
    now: Date;
  },
): Promise<number> {
  const { venues, bookings, today, now } = input;
  const [waitingAt, secondRequestVenue] = venues.filter(
    (venue) => venue.owner_id === input.manager,
  );
  const declinedAt = venues.find((venue) => venue.owner_id === input.otherManager);
  if (!waitingAt || !secondRequestVenue || !declinedAt) return 0;
  await tx
    .insertInto('venue_stay_rules')
    .values(
      [waitingAt, secondRequestVenue, declinedAt].map((venue) => ({
        venue_id: venue.id,
        min_nights: 1,
        max_nights: null,
        horizon_days: null,
        notice_days: 0,
        check_in_time: '15:00',
        check_out_time: '11:00',
        seasons: '[]',
        booking_mode: 'request' as const,
        request_hours: 24,
        updated_at: now,
      })),
    )
    .execute();
  const notices = createNotifier(tx, DEMO_NOTICES);

  /** The traveller's request at `venue`, in its state, told about as the API would have. */
  async function requestAt(
    venue: DemoVenue,
    stay: { fromDay: number; nights: number },
    row: Omit<NewBookingRow, 'venue_id' | 'customer_id' | 'date_from' | 'date_to' | 'updated_at'>,
    notice: 'requestReceived' | 'requestDeclined',
  ) {
    const request = await tx
      .insertInto('bookings')
      .values({
        venue_id: venue.id,
        customer_id: input.traveller,
        ...freeNights(bookings, venue.id, today, stay.fromDay, stay.nights),
        ...row,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notices.tellAboutBooking(notice, request.id, now);
  }

  await requestAt(
    waitingAt,
    { fromDay: 45, nights: 4 },
    {
      guests: Math.min(2, waitingAt.max_guests),
      status: 'requested',
      expires_at: new Date(now.getTime() + 24 * 3_600_000),
      created_at: now,
    },
    'requestReceived',
  );
  await requestAt(
    declinedAt,
    { fromDay: 60, nights: 3 },
    {
      guests: 1,
      status: 'declined',
      responded_at: now,
      host_message: 'Sorry, we are closed for renovation that week. Do try us again in spring!',
      created_at: new Date(now.getTime() - 6 * 3_600_000),
    },
    'requestDeclined',
  );
  return 2;
}
