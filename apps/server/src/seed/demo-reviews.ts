import { sql, type Kysely } from 'kysely';
import { addDays, reviewDays, reviewWindowClosesAt, reviewWindowState } from '@holidaze/domain';
import type { Database, ReviewsTable } from '../db/schema.js';
import type { Insertable } from 'kysely';
import { seededRandom, type Random } from '../lib/svg-images/svg-random.js';

/** A traveller's review and the reply its host gives to it: a reply answers what it says. */
interface GuestText {
  text: string;
  reply: string;
}

const GUEST_TEXTS: Record<number, readonly GuestText[]> = {
  5: [
    {
      text: 'Everything was exactly as in the photos, only better. Spotless, quiet and with the best view we have had on any trip. We are already planning to come back.',
      reply:
        'Thank you! We are glad the view lived up to the photos, and we look forward to welcoming you back.',
    },
    {
      text: 'A wonderful stay. The host answered every question within minutes, the beds were comfortable and the kitchen had everything we needed for a week of cooking.',
      reply:
        'Thank you for the kind words! We are happy the kitchen had all you needed for a week of cooking.',
    },
    {
      text: 'Perfect location for exploring on foot, and still peaceful at night. The little touches (fresh coffee, local tips, warm blankets) made it feel like home.',
      reply:
        'Thank you! Sharing local tips is half the fun of hosting, and there will be fresh coffee and warm blankets next time too.',
    },
    {
      text: 'We came for two nights and wished we had booked five. Bright, clean and beautifully furnished; check-in was effortless.',
      reply:
        'Thank you! We are glad check-in went smoothly. Next time, book the five nights: we would love to have you for longer.',
    },
  ],
  4: [
    {
      text: 'A lovely place in a great spot. The shower pressure could be better, but the beds were comfortable and the host was very helpful.',
      reply:
        'Thanks for mentioning the shower: a plumber has since fitted a new shower head, and the pressure is much better.',
    },
    {
      text: 'Clean, cosy and well equipped. It is a short walk further from the centre than we expected, but the quiet made up for it.',
      reply:
        'Thank you! The description now gives the walking time to the centre, and we are glad you enjoyed the quiet.',
    },
    {
      text: 'Very good value for the area. Some furniture is a little worn, yet everything worked and we slept well every night.',
      reply:
        'Thanks for the honest review. The worn chairs and the sofa are being replaced this season.',
    },
    {
      text: 'Great views and a friendly host. Parking was a bit tight for a larger car; otherwise we would happily stay again.',
      reply:
        'Thank you! The description now mentions the narrow parking space, and the public car park two minutes away.',
    },
  ],
  3: [
    {
      text: 'Decent for a short stay. The place was clean, but the photos make it look bigger than it is and the street can be noisy in the evening.',
      reply:
        'Thank you for the feedback. The description now gives the floor area beside the photos, and the bedroom has heavier curtains against the street noise.',
    },
    {
      text: 'An okay base for sightseeing. The wifi dropped out a few times and the kitchen lacked a few basics, though the host fixed what he could.',
      reply:
        'Sorry about the wifi: the router has since been replaced, and the kitchen now has the basics you missed.',
    },
  ],
  2: [
    {
      text: 'The location is good, but the flat was not as clean as we hoped on arrival and the heating took a day to work properly.',
      reply:
        'We are sorry the flat was not clean on arrival: we have changed cleaning company, and the heating has been serviced.',
    },
  ],
};

/** The reply written for a review's text (every demo review's text is one of GUEST_TEXTS). */
const REPLY_TO = new Map(
  Object.values(GUEST_TEXTS)
    .flat()
    .map(({ text, reply }) => [text, reply]),
);

const HOST_TEXTS: Record<number, readonly string[]> = {
  5: [
    'A wonderful guest: clear communication, arrived on time and left the place spotless. Welcome back any time.',
    'Friendly, considerate and tidy. Followed the house rules to the letter. Highly recommended to other hosts.',
  ],
  4: [
    'A pleasant guest who looked after the place well. Checked out a little late, but let us know in advance.',
    'Easy to host and quick to reply. The kitchen needed a bit of extra cleaning, otherwise all good.',
  ],
  3: ['Polite, though communication before arrival was slow and a few house rules were missed.'],
};

const GUEST_STARS = [5, 5, 5, 5, 4, 4, 4, 3, 4, 2] as const;
const HOST_STARS = [5, 5, 5, 4, 4, 3] as const;

const clamp = (value: number) => Math.min(5, Math.max(1, value));
const at = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);

interface PastStay {
  id: string;
  venue_id: string;
  customer_id: string;
  owner_id: string;
  date_from: string;
  date_to: string;
}

function guestReview(random: Random, stay: PastStay, written: Date): Insertable<ReviewsTable> {
  const stars = random.pick(GUEST_STARS);
  const near = () => clamp(stars + random.pick([-1, 0, 0, 0, 1]));
  const texts = GUEST_TEXTS[stars] ?? GUEST_TEXTS[4]!;
  return {
    booking_id: stay.id,
    venue_id: stay.venue_id,
    side: 'guest',
    author_id: stay.customer_id,
    subject_id: stay.owner_id,
    stars,
    cleanliness: near(),
    accuracy: near(),
    location: clamp(near() + (random.next() < 0.3 ? 1 : 0)),
    value: near(),
    text: random.pick(texts).text,
    created_at: written,
    window_closes_at: reviewWindowClosesAt(stay.date_to),
  };
}

function hostReview(random: Random, stay: PastStay, written: Date): Insertable<ReviewsTable> {
  const stars = random.pick(HOST_STARS);
  return {
    booking_id: stay.id,
    venue_id: stay.venue_id,
    side: 'host',
    author_id: stay.owner_id,
    subject_id: stay.customer_id,
    stars,
    text: random.pick(HOST_TEXTS[stars] ?? HOST_TEXTS[5]!),
    created_at: written,
    window_closes_at: reviewWindowClosesAt(stay.date_to),
  };
}

/**
 * A completed stay of the demo traveller whose review window is open and that nobody has
 * reviewed: the one the booking history offers to review. Uses one they have; else their
 * oldest past stay changes places with another traveller's stay that ended in the last few
 * days (and does not clash with the demo traveller's other stays), so their history keeps its
 * shape.
 */
async function openStayOfTraveller(
  tx: Kysely<Database>,
  traveller: string,
  today: string,
): Promise<string | undefined> {
  const { rows: existing } = await sql<{ id: string }>`
    SELECT b.id FROM bookings b JOIN venues v ON v.id = b.venue_id
    WHERE b.customer_id = ${traveller} AND v.owner_id <> ${traveller} AND b.status = 'confirmed'
      AND b.date_to < ${today}::date AND b.date_to > ${addDays(today, -12)}::date
    ORDER BY b.date_to DESC LIMIT 1`.execute(tx);
  if (existing[0]) return existing[0].id;
  const { rows: oldest } = await sql<{ id: string }>`
    SELECT id FROM bookings WHERE customer_id = ${traveller} AND status = 'confirmed'
      AND date_to < ${today}::date
    ORDER BY date_to LIMIT 1`.execute(tx);
  const { rows: candidates } = await sql<{ id: string; customer_id: string }>`
    SELECT b.id, b.customer_id FROM bookings b JOIN venues v ON v.id = b.venue_id
    WHERE b.status = 'confirmed' AND b.customer_id <> ${traveller} AND v.owner_id <> ${traveller}
      AND b.guests <= 4
      AND b.date_to < ${today}::date AND b.date_to > ${addDays(today, -10)}::date
      AND NOT EXISTS (SELECT 1 FROM bookings m WHERE m.customer_id = ${traveller}
        AND m.status IN ('requested', 'confirmed') AND m.id <> ${oldest[0]?.id ?? null}
        AND m.date_from < b.date_to AND m.date_to > b.date_from)
    ORDER BY b.date_to DESC, b.id LIMIT 1`.execute(tx);
  const swap = candidates[0];
  if (!swap || !oldest[0]) return undefined;
  await tx
    .updateTable('bookings')
    .set({ customer_id: swap.customer_id })
    .where('id', '=', oldest[0].id)
    .execute();
  await tx
    .updateTable('bookings')
    .set({ customer_id: traveller })
    .where('id', '=', swap.id)
    .execute();
  return swap.id;
}

/**
 * Reviews on the demo's past stays, as the API would have written them: most closed windows
 * have a traveller's review (and often the host's), published together; some open windows have
 * one side's review, still hidden; the demo manager replied to about half of theirs. The demo
 * traveller keeps one completed stay open to review, and the prompt job tells them about it
 * (every other past stay counts as prompted). Then every venue's figures, as publishing keeps
 * them.
 */
export async function seedDemoReviews(
  tx: Kysely<Database>,
  input: { traveller: string; manager: string; today: string; now: Date },
): Promise<number> {
  const { today, now } = input;
  const random = seededRandom('demo-reviews', 2026);
  const keepOpen = await openStayOfTraveller(tx, input.traveller, today);
  const { rows: stays } = await sql<PastStay>`
    SELECT b.id, b.venue_id, b.customer_id, v.owner_id, b.date_from, b.date_to
    FROM bookings b JOIN venues v ON v.id = b.venue_id
    WHERE b.status = 'confirmed' AND b.date_to < ${today}::date AND b.customer_id <> v.owner_id
    ORDER BY b.date_to, b.id`.execute(tx);

  const rows: Insertable<ReviewsTable>[] = [];
  const latest = new Date(now.getTime() - 3_600_000);
  const notAfterNow = (date: Date) => (date > latest ? latest : date);
  for (const stay of stays) {
    const open = reviewWindowState(stay.date_to, reviewDays(now)) === 'open';
    // The demo traveller's stays still open for review stay unreviewed on both sides.
    if (stay.id === keepOpen || (open && stay.customer_id === input.traveller)) continue;
    const guestWrites = random.next() < (open ? 0.4 : 0.8);
    const hostWrites = random.next() < (open ? 0.35 : 0.6);
    const guestAt = notAfterNow(at(addDays(stay.date_to, random.int(0, 6)), random.int(8, 21)));
    const hostAt = notAfterNow(at(addDays(stay.date_to, random.int(0, 8)), random.int(8, 21)));
    const guest = guestWrites ? guestReview(random, stay, guestAt) : undefined;
    const host = hostWrites ? hostReview(random, stay, hostAt) : undefined;
    const written = [guest, host].filter((r): r is Insertable<ReviewsTable> => r !== undefined);
    if (written.length === 0) continue;
    // Both written: published with the second; one alone: when the window closed (if it has).
    const publishedAt =
      guest && host
        ? new Date(Math.max(guestAt.getTime(), hostAt.getTime()))
        : open
          ? null
          : reviewWindowClosesAt(stay.date_to);
    for (const review of written) review.published_at = publishedAt;
    if (guest && publishedAt) {
      const replyChance = stay.owner_id === input.manager ? 0.5 : 0.15;
      const repliedAt = new Date(publishedAt.getTime() + random.int(2, 30) * 3_600_000);
      if (random.next() < replyChance && repliedAt < now) {
        // One draw, as when the reply was picked at random, so the rest of the demo stays as it was.
        random.next();
        guest.reply = REPLY_TO.get(guest.text!)!;
        guest.replied_at = repliedAt;
      }
    }
    rows.push(...written);
  }
  // The demo manager's busiest reviewed venue always shows a reply.
  const managersFirst = rows.find(
    (row) => row.side === 'guest' && row.published_at && row.subject_id === input.manager,
  );
  if (managersFirst && !managersFirst.reply) {
    managersFirst.reply = REPLY_TO.get(managersFirst.text!)!;
    managersFirst.replied_at = new Date((managersFirst.published_at as Date).getTime() + 3_600_000);
  }
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto('reviews')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await sql`
    UPDATE venues v SET (review_count, review_rating, review_cleanliness, review_accuracy,
        review_location, review_value) = (
      s.count, s.rating, s.cleanliness, s.accuracy, s.location, s.value)
    FROM (
      SELECT venue_id, count(*)::int AS count, avg(stars)::float8 AS rating,
        avg(cleanliness)::float8 AS cleanliness, avg(accuracy)::float8 AS accuracy,
        avg(location)::float8 AS location, avg(value)::float8 AS value
      FROM reviews WHERE side = 'guest' AND published_at IS NOT NULL GROUP BY venue_id) s
    WHERE v.id = s.venue_id`.execute(tx);
  // Every past stay has been prompted, but the demo traveller's open one: the job tells them.
  await sql`
    UPDATE bookings SET review_prompt_sent_at = (date_to::timestamp AT TIME ZONE 'UTC')
    WHERE status = 'confirmed' AND date_to <= ${today}::date
      ${keepOpen ? sql`AND id <> ${keepOpen}` : sql``}`.execute(tx);
  return rows.length;
}
