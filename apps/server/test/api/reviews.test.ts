import { REVIEW_MESSAGES, addDays, todayUtc } from '@holidaze/domain';
import { expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import {
  createReviewPrompts,
  createReviewPublishing,
} from '../../src/features/reviews/review-jobs.js';
import { describeEachEngine } from '../support/index.js';
import { namesNotified, profileIdOf } from '../support/test-rows.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';

/**
 * Reviews (docs/api.md, "Reviews"): who may review which stay and when (a completed, confirmed
 * stay, from its check-out day for 14 days, once per side), double-blind publishing (when both have
 * written, or by the job when the window closes), the host's one reply, the venue's figures and the
 * rating sort, a person's reviews, and the prompt when the window opens. One app, the test's clock.
 */
const START = new Date('2031-05-01T09:00:00.000Z');
const TODAY = todayUtc(START);
const day = (offset: number) => addDays(TODAY, offset);
/** 13:00 UTC on the day `offset` days after START's: a check-out that day is reviewable. */
const at = (offset: number) => new Date(`${day(offset)}T13:00:00.000Z`);

const guestReview = {
  stars: 5,
  cleanliness: 5,
  accuracy: 4,
  location: 5,
  value: 4,
  text: 'Lovely cabin, warm and spotless, with a view of the fjord.',
};
const hostReview = { stars: 4, text: 'A considerate guest who left the place tidy.' };

describeEachEngine('reviews of stays', (engine) => {
  let clock = START;
  let counter = 0;
  const notices = testConfig().mail;
  const jobOptions = () => ({ db: t.db, now: () => clock, notices, pollMs: 1000 });

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, traveller, stranger] = t.useHostAndGuests('rev_host', 'rev_guest', 'rev_stranger');

  async function venue(rating = 0) {
    counter += 1;
    const made = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: {
        name: `Review cabin ${counter}`,
        description: 'Quiet',
        price: 900,
        maxGuests: 4,
        rating,
      },
    });
    return made.body.data.id as string;
  }
  /** A stay booked at START, from `from` to `to` days later. */
  async function stay(venueId: string, from: number, to: number, user = traveller) {
    clock = START;
    const made = await t.call('POST', '/api/holidaze/bookings', {
      user,
      body: { venueId, dateFrom: day(from), dateTo: day(to), guests: 2 },
    });
    expect(made.status).toBe(201);
    return made.body.data.id as string;
  }
  const review = (bookingId: string, user: TestUser | undefined, body: object) =>
    t.call('POST', `/api/holidaze/bookings/${bookingId}/reviews`, { user, body });
  const reviewsOf = async (bookingId: string, user: TestUser) =>
    (await t.call('GET', `/api/holidaze/bookings/${bookingId}/reviews`, { user })).body.data;
  const venueReviews = async (venueId: string, query = '') =>
    (await t.call('GET', `/api/holidaze/venues/${venueId}/reviews${query}`)).body;
  const summaryOf = async (venueId: string) =>
    (await t.call('GET', `/api/holidaze/venues/${venueId}`)).body.data.reviewSummary;

  // A night from yesterday to today (UTC) can be booked until noon UTC, when it is still
  // yesterday somewhere on Earth; its review must not open before that night has passed there.
  it('opens a stay to review only once its check-out day has begun everywhere (12:00 UTC)', async () => {
    const venueId = await venue();
    clock = new Date(`${day(1)}T11:00:00.000Z`);
    const made = await t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      body: { venueId, dateFrom: day(0), dateTo: day(1), guests: 2 },
    });
    expect(made.status).toBe(201);
    const bookingId = made.body.data.id as string;
    expect((await review(bookingId, traveller, guestReview)).body).toMatchObject(
      errorWith(400, REVIEW_MESSAGES.notYet),
    );
    expect((await reviewsOf(bookingId, traveller)).canWrite).toBe(false);
    clock = new Date(`${day(1)}T12:00:00.000Z`);
    expect((await reviewsOf(bookingId, traveller)).canWrite).toBe(true);
    expect((await review(bookingId, traveller, guestReview)).status).toBe(201);
    // Both sides, so the pair is published now and no later job here finds it.
    expect((await review(bookingId, host, hostReview)).status).toBe(201);
  });

  it('lets each side review a completed stay once, from check-out day, and publishes both together', async () => {
    const venueId = await venue(2);
    const bookingId = await stay(venueId, 2, 5);

    // Before check-out: not yet (also on the last night).
    clock = at(4);
    expect((await review(bookingId, traveller, guestReview)).body).toMatchObject(
      errorWith(400, REVIEW_MESSAGES.notYet),
    );

    clock = at(5);
    expect((await review(bookingId, undefined, guestReview)).status).toBe(401);
    expect((await review(bookingId, stranger, guestReview)).body).toMatchObject(
      errorWith(404, 'No booking with this id'),
    );
    expect(
      (await review(bookingId, traveller, { ...guestReview, cleanliness: undefined })).body,
    ).toMatchObject(errorWith(400, REVIEW_MESSAGES.categoriesRequired));
    expect(
      (await review(bookingId, traveller, { ...guestReview, text: 'Nice.' })).body,
    ).toMatchObject(errorWith(400, REVIEW_MESSAGES.text));
    expect((await review(bookingId, traveller, { ...guestReview, stars: 6 })).status).toBe(400);

    const written = await review(bookingId, traveller, guestReview);
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({
      side: 'guest',
      stars: 5,
      categories: { cleanliness: 5, accuracy: 4, location: 5, value: 4 },
      author: { name: 'rev_guest' },
      subject: { name: 'rev_host' },
      published: null,
    });
    expect(written.body.data.author).not.toHaveProperty('email');
    expect((await review(bookingId, traveller, guestReview)).body).toMatchObject(
      errorWith(409, REVIEW_MESSAGES.alreadyWritten),
    );

    // Double-blind: the host cannot read it, nor can anyone on the venue page.
    const hostView = await reviewsOf(bookingId, host);
    expect(hostView).toMatchObject({ side: 'host', canWrite: true, mine: null, theirs: null });
    expect((await venueReviews(venueId)).data).toEqual([]);
    expect(await summaryOf(venueId)).toBeNull();

    // The host writes: both are published at once.
    clock = at(7);
    const second = await review(bookingId, host, { ...hostReview, cleanliness: 1 });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      side: 'host',
      categories: null,
      subject: { name: 'rev_guest' },
    });
    expect(second.body.data.published).toBe(clock.toISOString());
    const guestView = await reviewsOf(bookingId, traveller);
    expect(guestView.mine.published).toBe(clock.toISOString());
    expect(guestView.theirs).toMatchObject({ side: 'host', text: hostReview.text });
    expect(guestView.canWrite).toBe(false);

    const page = await venueReviews(venueId);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ side: 'guest', text: guestReview.text, reply: null });
    expect(page.meta).toMatchObject({ totalCount: 1, currentPage: 1 });
    expect(await summaryOf(venueId)).toEqual({
      count: 1,
      rating: 5,
      cleanliness: 5,
      accuracy: 4,
      location: 5,
      value: 4,
    });
    // The host's rating stays in the Noroff-compatible field.
    expect((await t.call('GET', `/api/holidaze/venues/${venueId}`)).body.data.rating).toBe(2);

    // The database says once per side, whatever the route checked.
    await expect(
      t.db
        .insertInto('reviews')
        .values({
          booking_id: bookingId,
          venue_id: venueId,
          side: 'host',
          author_id: await profileIdOf(t.db, 'rev_host'),
          subject_id: await profileIdOf(t.db, 'rev_guest'),
          stars: 3,
          text: 'Another review of the same guest.',
          created_at: clock,
          window_closes_at: clock,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('closes the window after 14 days, and publishes a lone review then, exactly once', async () => {
    const venueId = await venue();
    const bookingId = await stay(venueId, 3, 6);
    const lateId = await stay(venueId, 10, 12);

    clock = at(6);
    expect((await review(bookingId, traveller, { ...guestReview, stars: 3 })).status).toBe(201);

    // Day 13 after check-out is the last day; the host has not written.
    clock = at(6 + 13);
    const publishing = createReviewPublishing(jobOptions());
    expect(await publishing.runDue()).toBe(0);
    expect((await reviewsOf(bookingId, host)).theirs).toBeNull();
    expect((await venueReviews(venueId)).data).toEqual([]);

    // The window closes at UTC midnight of day 14: the job publishes the lone review, once.
    clock = new Date(`${day(6 + 14)}T00:00:00.000Z`);
    expect((await review(bookingId, host, hostReview)).body).toMatchObject(
      errorWith(400, REVIEW_MESSAGES.closed),
    );
    const [first, again] = await Promise.all([
      publishing.runDue(),
      createReviewPublishing(jobOptions()).runDue(),
    ]);
    expect(first + again).toBe(1);
    expect(await publishing.runDue()).toBe(0);
    expect((await reviewsOf(bookingId, host)).theirs).toMatchObject({
      side: 'guest',
      stars: 3,
      published: clock.toISOString(),
    });
    expect((await summaryOf(venueId))?.count).toBe(1);

    // A stay whose window is still open is untouched; an unreviewed one has nothing to publish.
    expect((await reviewsOf(lateId, traveller)).window).toMatchObject({
      opensOn: day(12),
      closesOn: day(26),
      state: 'open',
    });
  });

  it('refuses a cancelled stay, and a host reviewing a stay at their own venue', async () => {
    const venueId = await venue();
    const cancelled = await stay(venueId, 2, 4);
    clock = START;
    const cancel = await t.call('POST', `/api/holidaze/bookings/${cancelled}/cancellation`, {
      user: host,
      body: { reason: 'Burst pipe' },
    });
    expect(cancel.status).toBe(200);
    const own = await stay(venueId, 5, 7, host);

    clock = at(7);
    expect((await review(cancelled, traveller, guestReview)).body).toMatchObject(
      errorWith(400, REVIEW_MESSAGES.notCompleted),
    );
    expect((await review(cancelled, host, hostReview)).body).toMatchObject(
      errorWith(400, REVIEW_MESSAGES.notCompleted),
    );
    expect((await review(own, host, guestReview)).body).toMatchObject(
      errorWith(403, REVIEW_MESSAGES.ownVenue),
    );
  });

  it('lets the owner reply once to a published review, and nobody else', async () => {
    const venueId = await venue();
    const bookingId = await stay(venueId, 2, 3);
    clock = at(3);
    const written = (await review(bookingId, traveller, guestReview)).body.data;
    const url = `/api/holidaze/reviews/${written.id}/reply`;
    const body = { text: 'Thank you, come back in winter!' };

    // Hidden reviews cannot be replied to (they do not exist for the host yet).
    expect((await t.call('POST', url, { user: host, body })).status).toBe(404);
    const hostSide = (await review(bookingId, host, hostReview)).body.data;

    expect((await t.call('POST', url, { body })).status).toBe(401);
    expect((await t.call('POST', url, { user: traveller, body })).body).toMatchObject(
      errorWith(403, REVIEW_MESSAGES.replyOnlyOwner),
    );
    expect(
      (
        await t.call('POST', `/api/holidaze/reviews/${hostSide.id}/reply`, {
          user: host,
          body,
        })
      ).body,
    ).toMatchObject(errorWith(400, REVIEW_MESSAGES.replyOnlyGuest));
    const replied = await t.call('POST', url, { user: host, body });
    expect(replied.status).toBe(201);
    expect(replied.body.data.reply).toEqual({ text: body.text, created: clock.toISOString() });
    expect((await t.call('POST', url, { user: host, body })).body).toMatchObject(
      errorWith(409, REVIEW_MESSAGES.alreadyReplied),
    );
    expect((await venueReviews(venueId)).data[0].reply.text).toBe(body.text);
  });

  it('keeps the figures, pages newest first, and sorts by the guests’ rating', async () => {
    // High host rating, poor reviews; high host rating, no reviews; and a well-reviewed one.
    const flattered = await venue(5);
    const unreviewed = await venue(5);
    const loved = await venue(1);
    const guests = await Promise.all([0, 1, 2].map((i) => t.createUser(`rev_g${i}`)));
    const stays = [];
    for (const [i, guest] of guests.entries()) {
      stays.push(await stay(flattered, 2 + i * 2, 3 + i * 2, guest));
    }
    const lovedStay = await stay(loved, 2, 3, guests[0]);
    for (const [i, bookingId] of stays.entries()) {
      clock = at(3 + i * 2);
      const stars = [2, 3, 4][i]!;
      await review(bookingId, guests[i]!, {
        ...guestReview,
        stars,
        value: stars,
        text: `Review number ${i} of this cabin.`,
      });
      await review(bookingId, host, hostReview);
    }
    clock = at(8);
    await review(lovedStay, guests[0]!, guestReview);
    await review(lovedStay, host, hostReview);

    expect(await summaryOf(flattered)).toEqual({
      count: 3,
      rating: 3,
      cleanliness: 5,
      accuracy: 4,
      location: 5,
      value: 3,
    });
    const firstPage = await venueReviews(flattered, '?limit=2');
    expect(firstPage.data.map((r: { text: string }) => r.text)).toEqual([
      'Review number 2 of this cabin.',
      'Review number 1 of this cabin.',
    ]);
    expect(firstPage.meta).toMatchObject({ totalCount: 3, pageCount: 2, nextPage: 2 });
    expect((await venueReviews(flattered, '?limit=2&page=2')).data).toHaveLength(1);

    const sorted = await t.call('GET', '/api/holidaze/venues?sort=rating&sortOrder=desc&limit=100');
    const order = sorted.body.data
      .map((v: { id: string }) => v.id)
      .filter((id: string) => [flattered, unreviewed, loved].includes(id));
    // The guests' scores only: a venue without reviews comes last whatever its host set.
    expect(order).toEqual([loved, flattered, unreviewed]);
    const ascending = await t.call(
      'GET',
      '/api/holidaze/venues?sort=rating&sortOrder=asc&limit=100',
    );
    expect(
      ascending.body.data
        .map((v: { id: string }) => v.id)
        .filter((id: string) => [flattered, unreviewed, loved].includes(id)),
    ).toEqual([flattered, loved, unreviewed]);
    const search = await t.call('GET', '/api/holidaze/venues?sort=rating&limit=100');
    const lovedVenue = search.body.data.find((v: { id: string }) => v.id === loved);
    expect(lovedVenue.reviewSummary).toMatchObject({ count: 1, rating: 5 });

    // A person's reviews, given and received (as a guest), published only.
    const given = await t.call(
      'GET',
      `/api/holidaze/profiles/${guests[0]!.name}/reviews?role=given`,
    );
    expect(given.body.meta.totalCount).toBe(2);
    const received = await t.call(
      'GET',
      `/api/holidaze/profiles/${guests[0]!.name}/reviews?role=received`,
      {
        user: stranger,
      },
    );
    expect(received.body.data).toHaveLength(2);
    expect(received.body.data[0]).toMatchObject({ side: 'host', author: { name: 'rev_host' } });
    expect(received.body.meta.averageStars).toBe(4);
    expect((await t.call('GET', '/api/holidaze/profiles/nobody_here/reviews')).status).toBe(404);
    expect((await venueReviews('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('prompts both sides once when the window opens, and lists what each may still review', async () => {
    const venueId = await venue();
    const bookingId = await stay(venueId, 4, 6);
    const prompts = createReviewPrompts(jobOptions());
    const promptsOf = (id: string) => namesNotified(t.db, id, 'reviewWindowOpen');

    clock = at(5);
    await prompts.runDue();
    expect(await promptsOf(bookingId)).toEqual([]);
    const pendingBefore = await t.call('GET', '/api/holidaze/reviews/pending', {
      user: traveller,
    });
    expect(pendingBefore.body.data.map((p: { bookingId: string }) => p.bookingId)).not.toContain(
      bookingId,
    );

    // Check-out day has begun at UTC but not yet everywhere on Earth: no prompt until noon UTC.
    clock = new Date(`${day(6)}T11:59:59.999Z`);
    await prompts.runDue();
    expect(await promptsOf(bookingId)).toEqual([]);
    clock = new Date(`${day(6)}T12:00:00.000Z`);
    await Promise.all([prompts.runDue(), createReviewPrompts(jobOptions()).runDue()]);
    await prompts.runDue();
    expect(await promptsOf(bookingId)).toEqual(['rev_guest', 'rev_host']);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('dedupe_key', 'like', `review-prompt:${bookingId}:%`)
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([traveller.email, host.email]);

    const pending = await t.call('GET', '/api/holidaze/reviews/pending', { user: traveller });
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({ bookingId, side: 'guest', closesOn: day(20) }),
    );
    const hostPending = await t.call('GET', '/api/holidaze/reviews/pending', { user: host });
    expect(hostPending.body.data).toContainEqual(
      expect.objectContaining({ bookingId, side: 'host', subject: { name: 'rev_guest' } }),
    );
    await review(bookingId, traveller, guestReview);
    const after = await t.call('GET', '/api/holidaze/reviews/pending', { user: traveller });
    expect(after.body.data.map((p: { bookingId: string }) => p.bookingId)).not.toContain(bookingId);
    expect((await t.call('GET', '/api/holidaze/reviews/pending')).status).toBe(401);
  });
});
