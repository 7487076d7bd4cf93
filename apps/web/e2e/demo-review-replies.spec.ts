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
    let found: { venueId: string; review: Review } | undefined;
    for (const venue of venues) {
      const reviews = (
        (await (await request.get(`/api/holidaze/venues/${venue.id}/reviews?limit=10`)).json()) as {
          data: Review[];
        }
      ).data;
      const review = reviews.find((item) => item.reply);
      if (review) {
        found = { venueId: venue.id, review };
        break;
      }
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
