import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  PASSWORD,
  authHeaders,
  createBooking,
  createVenue,
  daysFromToday,
  logIn,
  signUp,
  useSessionOf,
  type Account,
} from './support/api';

/**
 * Links in mails and notifications open the booking they are about: signed out (a mail opened
 * on a phone), the app asks to log in and comes back to the page; the host's page shows the
 * named booking first, wherever it is in the list; after an answer, the request notification
 * says what became of it.
 */

async function mailLink(request: APIRequestContext, to: string, subject: string) {
  const mails = (await (await request.get('/dev/mail.json')).json()) as {
    data: { id: string; to_address: string; subject: string }[];
  };
  const mail = mails.data.find(
    (item) => item.to_address === to && item.subject.startsWith(subject),
  );
  expect(mail, `a mail "${subject}" to ${to}`).toBeDefined();
  const text = await (await request.get(`/dev/mail/${mail!.id}`)).text();
  return new URL(/https?:\/\/[^\s<"]+\?booking=[\w-]+/.exec(text)![0].replace(/&amp;/g, '&'));
}

async function logInOnForm(page: Page, account: Account) {
  await expect(page).toHaveTitle(/Log ?in|Login/i);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a host opens the request mail signed out, logs in, lands on the request and declines it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const host = await signUp(request, true);
    const traveller = await signUp(request);
    const venue = await createVenue(request, host);
    // Four earlier stays: the request is on page 2 of a list three to a page, oldest first.
    for (const start of [5, 10, 15, 20])
      await createBooking(request, traveller, {
        venueId: venue.id,
        dateFrom: daysFromToday(start),
        dateTo: daysFromToday(start + 2),
      });
    const rules = await request.put(`/api/holidaze/venues/${venue.id}/rules`, {
      headers: authHeaders(host),
      data: { bookingMode: 'request', requestHours: 24 },
    });
    expect(rules.status()).toBe(200);
    const asked = await createBooking(request, traveller, {
      venueId: venue.id,
      dateFrom: daysFromToday(40),
      dateTo: daysFromToday(43),
    });

    // The mail's link starts with the address the app runs on.
    const link = await mailLink(request, host.email, 'Booking request for');
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.searchParams.get('booking')).toBe(asked.id);

    await page.goto(link.pathname + link.search);
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
    const travellerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useSessionOf(travellerPage, traveller);
    await travellerPage.goto('/notifications');
    await travellerPage.getByRole('link', { name: `Request declined: ${venue.name}` }).click();
    // Declined, it is history: the list opens on its page and marks it.
    const own = travellerPage
      .getByRole('list', { name: 'Booking History' })
      .locator('[aria-current="true"]');
    await expect(own).toContainText(venue.name);
    await expect(own).toContainText(/declined/i);
    await travellerPage.screenshot({ path: 'test-results/traveller-link-390.png', fullPage: true });
    await travellerPage.close();
  });

  test('a traveller opens a receipt link signed out, logs in and sees the receipt', async ({
    page,
    request,
  }) => {
    const host = await signUp(request, true);
    const traveller = await signUp(request);
    const venue = await createVenue(request, host);
    const booked = await createBooking(request, traveller, {
      venueId: venue.id,
      dateFrom: daysFromToday(12),
      dateTo: daysFromToday(14),
    });
    const link = await mailLink(request, traveller.email, 'Booking confirmed');
    expect(link.searchParams.get('booking')).toBe(booked.id);
    await page.goto(link.pathname + link.search);
    await logInOnForm(page, traveller);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`booking-success\\?booking=${booked.id}$`));
    await page.screenshot({ path: 'test-results/receipt-link-390.png', fullPage: true });
  });
});

test('the demo host sees the guests to review, one click away', async ({ page, request }) => {
  const demoHost = await logIn(request, 'demo.manager@stud.noroff.no', DEMO_PASSWORD);
  await useSessionOf(page, demoHost);
  await page.goto('/admin/demo_manager/manage-bookings');
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
