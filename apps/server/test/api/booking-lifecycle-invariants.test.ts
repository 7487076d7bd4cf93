import fc from 'fast-check';
import {
  addDays,
  holdsNights,
  isBookingStep,
  placedBookingState,
  type BookingState,
} from '@holidaze/domain';
import { expect, it } from 'vitest';
import { createRequestExpiry } from '../../src/features/bookings/booking-jobs.js';
import { testConfig } from '../../src/config.js';
import { describeEachEngine } from '../support/index.js';
import { bookingsOf, occupancyOf } from '../support/test-rows.js';
import { useTestApp, type TestUser } from './support/test-app.js';

/**
 * The booking lifecycle held to the machine's invariants against the real database: random
 * sequences of every event (place, change, accept, decline, expire, withdraw, cancel by the
 * traveller, cancel by the host), by the right person or the wrong one, with the clock moving,
 * through the API. After every step, whatever was answered: only `requested` and `confirmed`
 * bookings hold nights; a request is answered at most once (its answer time never changes);
 * and every state a booking reached is one the machine allows from the one before.
 */
const START = new Date('2031-09-01T09:00:00.000Z');
const TODAY = '2031-09-01';
const HOUR = 3_600_000;

type Command =
  | { kind: 'place'; who: number; from: number; nights: number; guests: number }
  | {
      kind: 'change';
      pick: number;
      from: number;
      nights: number;
      guests: number;
      wrongPerson: boolean;
    }
  | { kind: 'accept' | 'decline' | 'withdraw' | 'hostCancel'; pick: number; wrongPerson: boolean }
  | { kind: 'wait'; hours: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      who: fc.integer({ min: 0, max: 2 }),
      from: fc.integer({ min: 1, max: 12 }),
      nights: fc.integer({ min: 1, max: 4 }),
      guests: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({
    kind: fc.constant('change' as const),
    pick: fc.nat(),
    from: fc.integer({ min: 1, max: 12 }),
    nights: fc.integer({ min: 1, max: 4 }),
    guests: fc.integer({ min: 1, max: 3 }),
    wrongPerson: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  }),
  fc.record({
    kind: fc.constantFrom(
      'accept' as const,
      'decline' as const,
      'withdraw' as const,
      'hostCancel' as const,
    ),
    pick: fc.nat(),
    wrongPerson: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 40 }) }),
);

interface Snapshot {
  state: BookingState;
  respondedAt: number | null;
}

describeEachEngine('booking lifecycle invariants', (engine) => {
  let clock = START;
  let run = 0;
  const notices = testConfig().mail;

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, ...travellers] = t.useHostAndGuests(
    'inv_host',
    'inv_guest_0',
    'inv_guest_1',
    'inv_guest_2',
  );

  async function checkInvariants(
    venueId: string,
    mode: 'instant' | 'request',
    seen: Map<string, Snapshot>,
  ) {
    const rows = await bookingsOf(t.db, venueId);
    const holding = (await occupancyOf(t.db, venueId)).filter((night) => night.booking_id);
    expect(holding.map((h) => h.booking_id).sort()).toEqual(
      rows
        .filter((r) => holdsNights(r.status))
        .map((r) => r.id)
        .sort(),
    );
    for (const row of rows) {
      const before = seen.get(row.id);
      const respondedAt = row.responded_at?.getTime() ?? null;
      if (!before) {
        expect(row.status).toBe(placedBookingState(mode));
      } else {
        if (before.state !== row.status) {
          expect([before.state, row.status, isBookingStep(before.state, row.status)]).toEqual([
            before.state,
            row.status,
            true,
          ]);
        }
        if (before.respondedAt !== null) expect(respondedAt).toBe(before.respondedAt);
      }
      seen.set(row.id, { state: row.status, respondedAt });
    }
  }

  it('keeps the invariants over random sequences of events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('instant' as const, 'request' as const),
        fc.array(command, { minLength: 8, maxLength: 20 }),
        async (mode, commands) => {
          run += 1;
          clock = START;
          // Each run starts clean for the travellers' limits, on a venue of its own.
          await t.db.deleteFrom('bookings').execute();
          const venueId = await t.listVenue(host, {
            name: `Invariant ${run}`,
            price: 100,
            maxGuests: 3,
          });
          if (mode === 'request') {
            await t.call('PUT', `/api/holidaze/venues/${venueId}/rules`, {
              user: host,
              body: { bookingMode: 'request', requestHours: 24 },
            });
          }
          const placed: { id: string; by: TestUser }[] = [];
          const seen = new Map<string, Snapshot>();
          for (const step of commands) {
            const target =
              'pick' in step && placed.length > 0 ? placed[step.pick % placed.length] : undefined;
            if (step.kind === 'place') {
              const answer = await t.call('POST', '/api/holidaze/bookings', {
                user: travellers[step.who],
                body: {
                  venueId,
                  dateFrom: addDays(TODAY, step.from),
                  dateTo: addDays(TODAY, step.from + step.nights),
                  guests: step.guests,
                },
              });
              expect(answer.status).toBeLessThan(500);
              if (answer.status === 201)
                placed.push({ id: answer.body.data.id, by: travellers[step.who]! });
            } else if (step.kind === 'wait') {
              clock = new Date(clock.getTime() + step.hours * HOUR);
              await createRequestExpiry({
                db: t.db,
                now: () => clock,
                notices,
                pollMs: 1000,
                venueId,
              }).runDue();
            } else if (target) {
              const traveller = target.by;
              const hostSide = step.kind !== 'change' && step.kind !== 'withdraw';
              const user = step.wrongPerson
                ? hostSide
                  ? traveller
                  : host
                : hostSide
                  ? host
                  : traveller;
              const path = `/api/holidaze/bookings/${target.id}`;
              const answer =
                step.kind === 'change'
                  ? await t.call('PUT', path, {
                      user,
                      body: {
                        dateFrom: addDays(TODAY, step.from),
                        dateTo: addDays(TODAY, step.from + step.nights),
                        guests: step.guests,
                      },
                    })
                  : step.kind === 'withdraw'
                    ? await t.call('DELETE', path, { user })
                    : step.kind === 'hostCancel'
                      ? await t.call('POST', `${path}/cancellation`, { user, body: {} })
                      : await t.call('POST', `${path}/${step.kind}`, { user, body: {} });
              expect(answer.status).toBeLessThan(500);
            }
            await checkInvariants(venueId, mode, seen);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
