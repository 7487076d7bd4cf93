import fc from 'fast-check';
import { addDays, todayUtc, type CalendarDate } from '@holidaze/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../api/support/test-app.js';
import {
  expectChangeBooking,
  expectCreateBooking,
  expectCreateVenue,
  expectDeleteVenue,
  type BookingModel,
  type Expected,
} from './booking-model.js';
import { pick } from './support/scale.js';

/**
 * Random sequences of create venue / book / change / cancel / delete venue by random users,
 * checked after every step against an in-memory model: same answers, same stored bookings, no
 * overlap, and a refused action changes nothing.
 */
interface Real {
  t: TestApp;
  users: TestUser[];
}

const MANAGERS = new Set([0, 1]);
const USER_COUNT = 4;
let firstDay: CalendarDate;

const user = fc.integer({ min: 0, max: USER_COUNT - 1 });
const pickIndex = fc.nat();
const offset = fc.integer({ min: 0, max: 24 });
const nights = fc.integer({ min: 1, max: 5 });
const guests = fc.integer({ min: 1, max: 6 });

function expectAnswer(actual: { status: number; body: unknown }, expected: Expected) {
  expect(actual.status).toBe(expected.status);
  if (expected.message) {
    expect(actual.body).toMatchObject({ errors: [{ message: expected.message }] });
  }
}

async function storedMatchesModel(model: BookingModel, real: Real) {
  const ids = model.venueIdsSeen;
  if (ids.length === 0) return;
  const venues = await real.t.db
    .selectFrom('venues')
    .select(['id', 'booking_count'])
    .where('id', 'in', ids)
    .execute();
  expect(venues.map((v) => v.id).sort()).toEqual(model.venues.map((v) => v.id).sort());
  const rows = await real.t.db
    .selectFrom('bookings')
    .select(['id', 'venue_id', 'customer_id', 'date_from', 'date_to', 'guests', 'status'])
    .where('venue_id', 'in', ids)
    .execute();
  // A traveller's cancellation keeps the row, holding no nights.
  expect(
    rows
      .filter((r) => r.status === 'cancelled')
      .map((r) => r.id)
      .sort(),
  ).toEqual(model.cancelled.map((b) => b.id).sort());
  const userIds = await real.t.db.selectFrom('profiles').select(['id', 'name']).execute();
  const indexOf = (profileId: string) =>
    real.users.findIndex((u) => u.name === userIds.find((p) => p.id === profileId)?.name);
  const stored = rows
    .filter((r) => r.status === 'confirmed')
    .map((r) => ({
      id: r.id,
      venueId: r.venue_id,
      customer: indexOf(r.customer_id),
      dateFrom: r.date_from,
      dateTo: r.date_to,
      guests: r.guests,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  expect(stored).toEqual([...model.bookings].sort((a, b) => a.id.localeCompare(b.id)));
  for (const venue of venues) {
    expect(venue.booking_count).toBe(model.bookings.filter((b) => b.venueId === venue.id).length);
  }
}

/** Stands for "the booking's own customer", so that changes are often allowed. */
const CUSTOMER = -1;
const nth = <T>(items: readonly T[], index: number) => items[index % items.length];

class CreateVenue implements fc.AsyncCommand<BookingModel, Real> {
  constructor(
    readonly by: number,
    readonly maxGuests: number,
  ) {}
  check = () => true;
  async run(model: BookingModel, real: Real) {
    const expected = expectCreateVenue(model, this.by);
    const answer = await real.t.call('POST', '/api/holidaze/venues', {
      user: real.users[this.by],
      body: { name: 'Model venue', description: 'Modelled', price: 500, maxGuests: this.maxGuests },
    });
    expectAnswer(answer, expected);
    if (answer.status === 201) {
      const id = answer.body.data.id as string;
      model.venues.push({ id, owner: this.by, maxGuests: this.maxGuests });
      model.venueIdsSeen.push(id);
    }
    await storedMatchesModel(model, real);
  }
  toString = () => `CreateVenue(by ${this.by}, max ${this.maxGuests})`;
}

class Book implements fc.AsyncCommand<BookingModel, Real> {
  constructor(
    readonly by: number,
    readonly venue: number,
    readonly start: number,
    readonly nights: number,
    readonly guests: number,
  ) {}
  check = (model: Readonly<BookingModel>) => model.venueIdsSeen.length > 0;
  async run(model: BookingModel, real: Real) {
    const venueId = nth(model.venueIdsSeen, this.venue)!;
    const dateFrom = addDays(firstDay, this.start);
    const request = {
      venueId,
      dateFrom,
      dateTo: addDays(dateFrom, this.nights),
      guests: this.guests,
    };
    const expected = expectCreateBooking(model, request);
    const answer = await real.t.call('POST', '/api/holidaze/bookings', {
      user: real.users[this.by],
      body: request,
    });
    expectAnswer(answer, expected);
    if (answer.status === 201) {
      const id = answer.body.data.id as string;
      model.bookings.push({ id, customer: this.by, ...request });
      model.bookingIdsSeen.push(id);
    }
    await storedMatchesModel(model, real);
  }
  toString = () =>
    `Book(by ${this.by}, venue ${this.venue}, +${this.start}, ${this.nights}n, ${this.guests}g)`;
}

class ChangeBooking implements fc.AsyncCommand<BookingModel, Real> {
  constructor(
    readonly by: number,
    readonly booking: number,
    readonly change: { start?: number; nights?: number; guests?: number } | undefined,
  ) {}
  check = (model: Readonly<BookingModel>) => model.bookingIdsSeen.length > 0;
  async run(model: BookingModel, real: Real) {
    const id = nth(model.bookingIdsSeen, this.booking)!;
    const current = model.bookings.find((b) => b.id === id);
    const by = this.by === CUSTOMER ? (current?.customer ?? 0) : this.by;
    const change = this.change && {
      ...(this.change.start !== undefined && { dateFrom: addDays(firstDay, this.change.start) }),
      ...(this.change.nights !== undefined && {
        dateTo: addDays(
          this.change.start !== undefined
            ? addDays(firstDay, this.change.start)
            : (current?.dateFrom ?? firstDay),
          this.change.nights,
        ),
      }),
      ...(this.change.guests !== undefined && { guests: this.change.guests }),
    };
    if (change && Object.keys(change).length === 0) return;
    const expected = expectChangeBooking(model, by, id, change);
    const answer = await real.t.call(change ? 'PUT' : 'DELETE', `/api/holidaze/bookings/${id}`, {
      user: real.users[by],
      ...(change && { body: change }),
    });
    expectAnswer(answer, expected);
    if (answer.status === 204) {
      model.cancelled.push(...model.bookings.filter((b) => b.id === id));
      model.bookings = model.bookings.filter((b) => b.id !== id);
    }
    if (answer.status === 200 && change) {
      model.bookings = model.bookings.map((b) => (b.id === id ? { ...b, ...change } : b));
    }
    await storedMatchesModel(model, real);
  }
  toString = () =>
    `${this.change ? `Change(${JSON.stringify(this.change)})` : 'Cancel'}(by ${this.by}, booking ${this.booking})`;
}

class DeleteVenue implements fc.AsyncCommand<BookingModel, Real> {
  constructor(
    readonly by: number,
    readonly venue: number,
  ) {}
  check = (model: Readonly<BookingModel>) => model.venueIdsSeen.length > 0;
  async run(model: BookingModel, real: Real) {
    const venueId = nth(model.venueIdsSeen, this.venue)!;
    const expected = expectDeleteVenue(model, this.by, venueId);
    const answer = await real.t.call('DELETE', `/api/holidaze/venues/${venueId}`, {
      user: real.users[this.by],
    });
    expectAnswer(answer, expected);
    if (answer.status === 204) {
      model.venues = model.venues.filter((v) => v.id !== venueId);
      model.bookings = model.bookings.filter((b) => b.venueId !== venueId);
      model.cancelled = model.cancelled.filter((b) => b.venueId !== venueId);
    }
    await storedMatchesModel(model, real);
  }
  toString = () => `DeleteVenue(by ${this.by}, venue ${this.venue})`;
}

const commands = fc.commands(
  [
    // Mostly managers, so that venues exist; sometimes a traveller, who must be refused.
    fc
      .tuple(fc.oneof(fc.constantFrom(...MANAGERS), user), fc.integer({ min: 1, max: 5 }))
      .map(([by, max]) => new CreateVenue(by, max)),
    fc
      .tuple(user, pickIndex, offset, nights, guests)
      .map(([by, venue, start, n, g]) => new Book(by, venue, start, n, g)),
    fc
      .tuple(user, pickIndex, offset, nights, guests)
      .map(([by, venue, start, n, g]) => new Book(by, venue, start, n, g)),
    fc
      .tuple(
        fc.oneof(fc.constant(CUSTOMER), user),
        pickIndex,
        fc.option(
          fc.oneof(
            fc.record({ guests }),
            fc.record({ start: offset, nights }),
            fc.record({ nights }),
            fc.record({ start: offset, nights: fc.constant(0) }),
          ),
          { nil: undefined },
        ),
      )
      .map(([by, booking, change]) => new ChangeBooking(by, booking, change)),
    fc.tuple(user, pickIndex).map(([by, venue]) => new DeleteVenue(by, venue)),
  ],
  { maxCommands: pick(30, 80), size: 'max' },
);

describe('bookings against a model', () => {
  let real: Real;
  beforeAll(async () => {
    const t = await startTestApp('pglite');
    const users: TestUser[] = [];
    for (let i = 0; i < USER_COUNT; i++) {
      users.push(await t.createUser(`model_${i}`, { venueManager: MANAGERS.has(i) }));
    }
    real = { t, users };
    firstDay = addDays(todayUtc(), 3);
  });
  afterAll(() => real?.t.close());

  it('answers and stores exactly what the model says, step by step', async () => {
    await fc.assert(
      fc.asyncProperty(commands, (sequence) =>
        fc.asyncModelRun(
          () => ({
            model: {
              managers: MANAGERS,
              venues: [],
              bookings: [],
              cancelled: [],
              venueIdsSeen: [],
              bookingIdsSeen: [],
            },
            real,
          }),
          sequence,
        ),
      ),
      { numRuns: pick(60, 600) },
    );
  }, 300_000);
});
