import { type APIRequestContext } from '@playwright/test';
import { authHeaders, daysFromToday, requestToBook } from './support/api';
import { mailText, mailTo } from './support/mail';
import { logInOnForm, openAs } from './support/pages';
import { PHONE, atWidth, expect, test } from './support/test';

/**
 * Links in mails and notifications open the booking they are about: signed out (a mail opened
 * on a phone), the app asks to log in and comes back to the page; the host's page shows the
 * named booking first, wherever it is in the list; after an answer, the request notification
 * says what became of it.
 */

/** The booking link in the first mail to `to` whose subject starts with `subject`. */
async function mailLink(request: APIRequestContext, to: string, subject: string) {
  const mail = await mailTo(request, to, subject);
  expect(mail, `a mail "${subject}" to ${to}`).toBeDefined();
  const text = await mailText(request, mail!);
  return new URL(/https?:\/\/[^\s<"]+\?booking=[\w-]+/.exec(text)![0].replace(/&amp;/g, '&'));
}

atWidth(PHONE.width, () => {
  test('a host opens the request mail signed out, logs in, lands on the request and declines it', async ({
    page,
    request,
    baseURL,
    host,
    traveller,
    venue,
    book,
    pageAs,
  }) => {
    // Four earlier stays: the request is on page 2 of a list three to a page, oldest first.
    for (const start of [5, 10, 15, 20]) await book(daysFromToday(start), daysFromToday(start + 2));
    await requestToBook(request, host, venue.id);
    const asked = await book(daysFromToday(40), daysFromToday(43));

    // The mail's link starts with the address the app runs on.
    const link = await mailLink(request, host.email, 'Booking request for');
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.searchParams.get('booking')).toBe(asked.id);

    await page.goto(link.pathname + link.search);
    await expect(page).toHaveTitle(/Log ?in|Login/i);
    await logInOnForm(page, host);
    await expect(page).toHaveURL(new RegExp(`manage-bookings\\?booking=${asked.id}$`));
    const linked = page.getByRole('region', { name: 'The booking from your link' });
    await expect(linked).toContainText(traveller.name);
    await expect(linked).toContainText('Waiting for your answer');
    await page.screenshot({ path: 'test-results/mail-link-request-390.png', fullPage: true });

    await linked.getByRole('button', { name: /^Decline/ }).click();
    await page
      .getByRole('dialog', { name: 'Decline this request?' })
      .getByRole('button', { name: 'Decline request' })
      .click();
    // Declined, it is no longer on the venue's list, and the link still shows it.
    await expect(linked).toContainText('Declined');
    await page.reload();
    await expect(page.getByRole('region', { name: 'The booking from your link' })).toContainText(
      'Declined',
    );

    // The request notification says so, read.
    await page.goto('/notifications');
    const item = page
      .getByRole('listitem')
      .filter({ hasText: `Booking request for ${venue.name}: declined` });
    await expect(item).toContainText(`You declined ${traveller.name}'s request`);
    await expect(item).not.toContainText('Answer by');
    await page.screenshot({ path: 'test-results/mail-link-notification-390.png', fullPage: true });

    // The traveller's notification opens the declined request itself.
    const travellerPage = await pageAs(traveller, { viewport: PHONE });
    await travellerPage.goto('/notifications');
    await travellerPage.getByRole('link', { name: `Request declined: ${venue.name}` }).click();
    // Declined, it is history: the list opens on its page and marks it.
    const own = travellerPage
      .getByRole('list', { name: 'Booking History' })
      .locator('[aria-current="true"]');
    await expect(own).toContainText(venue.name);
    await expect(own).toContainText(/declined/i);
    await travellerPage.screenshot({ path: 'test-results/traveller-link-390.png', fullPage: true });
  });

  test('a traveller opens a receipt link signed out, logs in and sees the receipt', async ({
    page,
    request,
    traveller,
    book,
  }) => {
    const booked = await book(daysFromToday(12), daysFromToday(14));
    const link = await mailLink(request, traveller.email, 'Booking confirmed');
    expect(link.searchParams.get('booking')).toBe(booked.id);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveTitle(/Log ?in|Login/i);
    await logInOnForm(page, traveller);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`booking-success\\?booking=${booked.id}$`));
    await page.screenshot({ path: 'test-results/receipt-link-390.png', fullPage: true });
  });
});

test('the demo host sees the guests to review, one click away', async ({
  page,
  request,
  demoManager: demoHost,
}) => {
  await openAs(page, demoHost, '/admin/demo_manager/manage-bookings');
  const show = page.getByRole('button', { name: /^Show the \d+ guests? to review$/ });
  await show.click();
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('toReview');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('button', { name: 'Write a review' })).toBeVisible();
  await page.screenshot({ path: 'test-results/to-review-1280.png', fullPage: true });

  // "Review your guest" links to that stay: it opens first, with the review to write.
  const pending = (await (
    await request.get('/api/holidaze/reviews/pending', { headers: authHeaders(demoHost) })
  ).json()) as { data: { bookingId: string; side: string; subject: { name: string } }[] };
  const stay = pending.data.find((entry) => entry.side === 'host')!;
  await page.goto(`/admin/demo_manager/manage-bookings?booking=${stay.bookingId}`);
  const linked = page.getByRole('region', { name: 'The booking from your link' });
  await expect(linked).toContainText(stay.subject.name);
  await expect(linked.getByRole('button', { name: 'Write a review' })).toBeVisible();
  await page.screenshot({ path: 'test-results/review-link-1280.png' });
});
