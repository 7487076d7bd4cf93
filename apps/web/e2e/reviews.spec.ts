import { DEMO_PASSWORD, authHeaders, logIn, uniqueName, useSessionOf } from './support/api';
import { expect, test } from './support/test';

/**
 * Reviews end to end (docs/api.md, "Reviews"): the demo traveller's stay that ended in the last
 * days is open for review (the demo seed keeps one). The traveller writes theirs in the booking
 * history's dialog; it stays hidden (double-blind) until the host has written too; then both are
 * public together and the venue page shows the traveller's, with the new figures, and the owner
 * replies there. The server's clock is real: the stay is in the past already.
 */
test('both sides review a stay, it is revealed on the venue page, and the host replies', async ({
  page,
  request,
  demoTraveller: traveller,
  pageAs,
}) => {
  const pending = await request.get('/api/holidaze/reviews/pending', {
    headers: authHeaders(traveller),
  });
  const stay = (
    (await pending.json()) as {
      data: { bookingId: string; side: string; venue: { id: string; name: string } }[];
    }
  ).data.find((item) => item.side === 'guest');
  expect(stay, 'the demo seed keeps a stay of the demo traveller open for review').toBeTruthy();
  const venueUrl = `/api/holidaze/venues/${stay!.venue.id}`;
  const venue = (await (await request.get(`${venueUrl}?_owner=true`)).json()).data as {
    owner: { email: string; name: string };
    reviewSummary: { count: number } | null;
  };
  const host = await logIn(request, venue.owner.email, DEMO_PASSWORD);
  const before = venue.reviewSummary?.count ?? 0;
  const text = `Bright rooms, a warm welcome and a quiet night's sleep (${uniqueName('r')}).`;

  // The traveller writes theirs from the booking history.
  await useSessionOf(page, traveller);
  // The history opens on the stay's page and marks it, as a review mail's link does.
  await page.goto(`/user/${traveller.name}/user-booking-history?booking=${stay!.bookingId}`);
  const card = page
    .locator('li[aria-current="true"]')
    .getByRole('article', { name: stay!.venue.name });
  await card.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review your stay at ${stay!.venue.name}` });
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Stars must be a whole number from 1 to 5').first()).toBeVisible();
  for (const [legend, stars] of [
    ['Overall', '5 stars'],
    ['Cleanliness', '5 stars'],
    ['Accuracy', '4 stars'],
    ['Location', '5 stars'],
    ['Value', '4 stars'],
  ] as const) {
    await dialog.getByRole('group', { name: legend }).getByLabel(stars).check();
  }
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Write a review' })).toBeHidden();
  // The card keeps a mark of the review sent, hidden until the host has written theirs.
  await expect(card).toContainText('You reviewed this stay (5 stars). It becomes public when');
  await page.screenshot({ path: 'test-results/review-sent-1280.png' });

  // Double-blind: nobody sees it yet.
  const hidden = await (await request.get(`${venueUrl}/reviews?limit=100`)).json();
  expect(JSON.stringify(hidden.data)).not.toContain(text);

  // The host reviews the guest: both are published at once.
  const hostReview = await request.post(`/api/holidaze/bookings/${stay!.bookingId}/reviews`, {
    headers: authHeaders(host),
    data: { stars: 5, text: 'A lovely guest who left everything spotless. Welcome back!' },
  });
  expect(hostReview.status()).toBe(201);
  expect((await hostReview.json()).data.published).not.toBeNull();

  // The owner sees it on the venue page, newest first, with the new count, and replies.
  const hostPage = await pageAs(host);
  await hostPage.goto(`/venue/${stay!.venue.id}`);
  const reviews = hostPage.getByRole('region', { name: 'Reviews' });
  // They load as they come near the screen.
  await reviews.scrollIntoViewIfNeeded();
  const newest = reviews.getByRole('listitem').first();
  await expect(newest).toContainText(text);
  await expect(reviews).toContainText(`${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`);
  await expect(reviews.getByRole('meter', { name: 'Cleanliness' })).toBeVisible();
  await newest.getByRole('button', { name: `Reply publicly to ${traveller.name}` }).click();
  const reply = 'Thank you for staying with us. The coffee will be ready next time!';
  const field = newest.getByLabel(`Your public reply to ${traveller.name}`);
  await expect(field).toBeFocused();
  await field.fill(reply);
  await newest.getByRole('button', { name: 'Publish reply' }).click();
  await expect(newest).toContainText(`Reply from ${host.name}`);
  await expect(newest.getByRole('button', { name: /Reply publicly/ })).toHaveCount(0);

  // Anyone sees the review and the reply; the rating line comes from the reviews.
  await page.goto(`/venue/${stay!.venue.id}`);
  const publicReviews = page.getByRole('region', { name: 'Reviews' });
  await publicReviews.scrollIntoViewIfNeeded();
  await expect(publicReviews.getByRole('listitem').first()).toContainText(text);
  await expect(publicReviews.getByRole('listitem').first()).toContainText(reply);
  await expect(page.getByText(/^\d\.\d · \d+ reviews?$/).first()).toBeVisible();
  await expect(page.getByText("Host's rating, no reviews yet")).toHaveCount(0);
});
