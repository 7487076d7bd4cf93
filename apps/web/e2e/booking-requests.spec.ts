import ICAL from 'ical.js';
import { authHeaders, daysFromToday, requestToBook } from './support/api';
import { mailTo, mailsTo } from './support/mail';
import { openAs } from './support/pages';
import { PHONE, atWidth, expect, test } from './support/test';
import { storedBookings } from './support/user-data';

/**
 * Booking requests end to end, in the browser: the host turns on Request to book, a traveller
 * asks, the host answers from the bell's notifications or the bookings page, and the traveller
 * sees the outcome and gets the confirmation mail with the stay attached. Mail is read as a
 * developer reads it without SMTP, at /dev/mail; the expiry job runs as of an instant the test
 * chooses (its clock), never after a wait.
 */

test('a traveller requests, the host accepts from the notification, and the confirmation mail carries the stay', async ({
  page,
  request,
  host,
  traveller,
  venue,
  pageAs,
}) => {
  const from = daysFromToday(30);
  const to = daysFromToday(33);

  // The host switches the venue to Request to book on its calendar page.
  const hostPage = await pageAs(host);
  await hostPage.goto(`/admin/${host.name}/calendar/${venue.id}`);
  await hostPage.getByLabel(/Request to book/).check();
  await hostPage.getByRole('button', { name: 'Save rules' }).click();
  await expect(hostPage.getByText('Stay rules saved.')).toBeVisible();

  await openAs(page, traveller, `/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
  await page.getByRole('button', { name: 'Request to book' }).click();
  const review = page.getByRole('dialog', { name: 'Review' });
  await expect(review).toContainText('accepts or declines each request within 24 hours');
  await review.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Sent' })).toContainText(
    'The nights are held for you until the host answers',
  );

  // The host's bell counts it; the notification offers the answer.
  await hostPage.goto('/');
  const bell = hostPage.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(hostPage).toHaveTitle('Notifications | Holidaze');
  const item = hostPage
    .getByRole('listitem')
    .filter({ hasText: `New booking request for ${venue.name}` });
  await expect(item).toContainText(`${traveller.name} asks for 3 nights`);
  await item.getByRole('button', { name: /^Accept/ }).click();
  await expect(hostPage.getByText('Request accepted: the stay is booked.')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // The traveller is told, and the stay is confirmed.
  await page.goto('/notifications');
  await page.getByRole('link', { name: `Request accepted: ${venue.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();

  // The confirmation mail, with the stay as an all-day event from arrival to check-out.
  await page.goto('/dev/mail');
  await page.getByRole('link', { name: new RegExp(`^Booking confirmed: ${venue.name}`) }).click();
  await expect(page.getByText(`To: ${traveller.email}`)).toBeVisible();
  const attachment = page.getByRole('link', { name: /\.ics$/ });
  const ics = await (await request.get((await attachment.getAttribute('href'))!)).text();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!,
  );
  expect(event.startDate.toString()).toBe(from);
  expect(event.endDate.toString()).toBe(to);
  expect(event.summary).toBe(`Stay at ${venue.name}`);
});

test('a host declines a request with a message, and an unanswered one expires on the clock', async ({
  page,
  request,
  host,
  traveller,
  venue,
  newVenue,
  book,
  pageAs,
}) => {
  // One waiting request per traveller and venue: the two requests go to two of the host's venues.
  const other = await newVenue();
  await requestToBook(request, host, venue.id);
  await requestToBook(request, host, other.id);
  await book(daysFromToday(40), daysFromToday(42));
  const lapsing = await book(daysFromToday(50), daysFromToday(52), { venue: other });

  const hostPage = await pageAs(host);
  await hostPage.goto(`/admin/${host.name}/manage-bookings`);
  const first = hostPage.getByRole('article').filter({ hasText: 'Request' }).first();
  await first.getByRole('button', { name: /^Decline/ }).click();
  const dialog = hostPage.getByRole('dialog', { name: 'Decline this request?' });
  await dialog.getByLabel('Message for the traveller (optional)').fill('Closed for painting');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(hostPage.getByText('Request declined.')).toBeVisible();

  // A day and a half later by the job's clock, the other request lapses.
  const later = new Date(Date.now() + 36 * 3_600_000).toISOString();
  const ran = await request.post('/api/dev/request-expiry', {
    data: { at: later, venueId: other.id },
  });
  expect(await ran.json()).toMatchObject({ data: { expired: 1 } });

  // Answered no (declined, or lapsed), a request is history, not upcoming.
  await openAs(page, traveller, `/user/${traveller.name}/user-booking-history`);
  await expect(page.getByRole('note').filter({ hasText: 'Declined by the host' })).toContainText(
    '“Closed for painting”',
  );
  await expect(page.getByRole('note').filter({ hasText: 'Expired' })).toContainText(
    'the host did not answer in time',
  );
  const late = await request.post(`/api/holidaze/bookings/${lapsing.id}/accept`, {
    headers: authHeaders(host),
    data: {},
  });
  expect(late.status()).toBe(409);
});

test('a forgotten password is reset with the e-mailed link, once', async ({
  page,
  request,
  traveller: account,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Forgot Password | Holidaze');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const mail = (await mailTo(request, account.email, 'Reset'))!;
  await page.goto(`/dev/mail/${mail.id}`);
  const link = /http:\/\/[^\s<]+\/reset-password\?token=[\w-]+/.exec(
    (await page.locator('pre').first().textContent())!,
  )![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('a whole new passphrase');
  await page
    .getByRole('textbox', { name: 'Repeat the new password' })
    .fill('a whole new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: 'a whole new passphrase' },
  });
  expect(login.status()).toBe(200);
  // The account is told its password changed, with what to do if it was not them.
  const after = await mailsTo(request, account.email);
  expect(
    after.filter((item) => item.subject === 'Your Holidaze password was changed'),
  ).toHaveLength(1);
  // The link worked once: opened again, it says so at once, with no form to fill in vain.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has already been used or has expired',
  );
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveTitle('Forgot Password | Holidaze');
});

atWidth(PHONE.width, () => {
  test('a request-to-book venue says Request to book on its card, its phone bar and its panel, and its traveller gets mail', async ({
    page,
    request,
    host,
    traveller,
    newVenue,
  }) => {
    const venue = await newVenue({ name: `E2E Asking Lodge ${host.name}` });
    await requestToBook(request, host, venue.id);
    await openAs(page, traveller, `/browse?q=${encodeURIComponent(venue.name)}`);
    await expect(
      page.getByRole('link', { name: /^Request to book E2E Asking Lodge/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book now/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/request-card-390.png' });

    const from = daysFromToday(40);
    const to = daysFromToday(42);
    await page.goto(`/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
    const bar = page.getByTestId('sticky-book-bar');
    await expect(bar.getByRole('button', { name: 'Request to book' })).toBeVisible();
    await page.screenshot({ path: 'test-results/request-bar-390.png' });
    await bar.getByRole('button', { name: 'Request to book' }).click();
    await expect(page.getByRole('button', { name: 'Request to book' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);

    // Sending it mails the traveller too, and so does withdrawing it (not only the host).
    await page.getByRole('button', { name: 'Request to book' }).first().click();
    await page
      .getByRole('dialog', { name: 'Review' })
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Request Sent' })).toBeVisible();
    const mine = async () => (await mailsTo(request, traveller.email)).map((mail) => mail.subject);
    expect(await mine()).toContainEqual(expect.stringMatching(/^Request sent: E2E Asking Lodge/));
    const [booking] = await storedBookings(request, traveller);
    const withdrawn = await request.delete(`/api/holidaze/bookings/${booking!.id}`, {
      headers: authHeaders(traveller),
    });
    expect(withdrawn.status()).toBe(204);
    expect(await mine()).toContainEqual(
      expect.stringMatching(/^Request withdrawn: E2E Asking Lodge/),
    );
  });
});
