import { atEachWidth, expect, test } from './support/test';

interface Review {
  text: string;
  reply: { text: string } | null;
}

// The demo's host replies answer the review they sit under (the seed writes each reply for its
// review: apps/server/src/seed/demo-reviews.ts); here, how one reads on a venue page.
atEachWidth((width) => {
  test("a demo host's reply sits under the review it answers", async ({ page, request }) => {
    const venues = (
      (await (await request.get('/api/holidaze/venues?sort=rating&limit=100')).json()) as {
        data: { id: string }[];
      }
    ).data;
    // Ten venues' reviews at a time: a busy machine answers a hundred in a row too slowly.
    let found: { venueId: string; review: Review } | undefined;
    for (let start = 0; start < venues.length && !found; start += 10) {
      const batch = await Promise.all(
        venues.slice(start, start + 10).map(async (venue) => {
          const reviews = (
            (await (
              await request.get(`/api/holidaze/venues/${venue.id}/reviews?limit=10`)
            ).json()) as { data: Review[] }
          ).data;
          const review = reviews.find((item) => item.reply);
          return review ? { venueId: venue.id, review } : undefined;
        }),
      );
      found = batch.find(Boolean);
    }
    expect(found, 'a demo venue with a replied review on its first page').toBeDefined();
    await page.goto(`/venue/${found!.venueId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    // The demo's review texts repeat across stays: the claim is one item holding both.
    const item = reviews
      .getByRole('listitem')
      .filter({ hasText: found!.review.text })
      .filter({ hasText: found!.review.reply!.text })
      .first();
    await expect(item).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/demo-reply-${width}.png` });
  });
});
