import { type Page } from '@playwright/test';
import { authHeaders, daysFromToday, requestToBook } from './support/api';
import { mailsTo } from './support/mail';
import { DESKTOP, PHONE, expect, test } from './support/test';

/**
 * Guests and hosts talking, end to end, in two browsers at once: a guest asks before booking,
 * the host answers, they book and keep talking, every message arriving live (no reload) with
 * the header's unread mark on each open tab; a dropped connection resumes and misses nothing;
 * blocking stops the other side; an unread message is e-mailed. At 1280 and 390 px.
 */

/** Writes in the conversation's box and sends with Enter. */
async function say(page: Page, to: string, text: string) {
  const box = page.getByRole('textbox', { name: `Message to ${to}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** The header's messages mark (on a phone it is in the header too, beside the menu button). */
const messagesMark = (page: Page, unread?: number) =>
  page.getByRole('link', { name: unread ? `Messages, ${unread} unread` : 'Messages', exact: true });

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`a guest asks, the host answers, they book and keep talking, all live (${label})`, async ({
    request,
    host,
    traveller: guest,
    venue,
    book,
    pageAs,
  }) => {
    await requestToBook(request, host, venue.id);
    const hostPage = await pageAs(host, { viewport });
    const guestPage = await pageAs(guest, { viewport });
    const tag = label.replace(' ', '');

    // The host is somewhere else in the app; the guest asks from the venue page.
    await hostPage.goto('/');
    await expect(messagesMark(hostPage)).toBeVisible();
    await guestPage.goto(`/venue/${venue.id}`);
    await guestPage.getByRole('link', { name: `Contact host ${host.name}` }).click();
    await expect(
      guestPage.getByRole('heading', { name: `Ask ${host.name} about ${venue.name}` }),
    ).toBeVisible();
    await guestPage
      .getByRole('textbox', { name: `Message to ${host.name}` })
      .fill('Is there parking? Call me on +47 912 34 567.');
    await guestPage.getByRole('button', { name: 'Send message' }).click();
    await expect(guestPage.getByRole('heading', { name: host.name })).toBeVisible();
    await expect(thread(guestPage)).toContainText('Is there parking?');

    // Within a second, without a reload, the host's header marks it.
    await expect(messagesMark(hostPage, 1)).toBeVisible({ timeout: 5_000 });
    await messagesMark(hostPage, 1).click();
    const item = hostPage.getByRole('listitem').filter({ hasText: venue.name });
    await expect(item).toContainText('Is there parking?');
    await hostPage.screenshot({ path: `test-results/messages-inbox-${tag}.png`, fullPage: true });
    await item.getByRole('link', { name: new RegExp(`^${guest.name}, guest of`) }).click();
    // Before a booking, the guest's phone number is kept back from the host.
    await expect(thread(hostPage)).toContainText('[shared after booking]');
    await expect(thread(hostPage)).not.toContainText('912 34 567');
    // Read: the mark goes, on this tab and any other.
    await expect(messagesMark(hostPage)).toBeVisible();

    await say(hostPage, guest.name, 'Yes, two cars fit. See https://example.com/parking');
    // The guest hears it live, as a screen reader would.
    await expect(thread(guestPage)).toContainText('Yes, two cars fit.');
    await expect(
      guestPage.getByRole('status').filter({ hasText: 'New message from' }),
    ).toContainText(`New message from ${host.name}: Yes, two cars fit.`);
    const link = thread(guestPage).getByRole('link', { name: 'https://example.com/parking' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    // The guest requests the stay; the host answers it from the conversation.
    await book(daysFromToday(30), daysFromToday(33), { guests: 2 });
    await expect(hostPage.getByText(/Requested$/)).toBeVisible();
    await hostPage.getByRole('button', { name: `Accept ${guest.name}'s request` }).click();
    await expect(hostPage.getByText('Request accepted: the stay is booked.')).toBeVisible();
    await expect(hostPage.getByText(/Confirmed$/)).toBeVisible();
    // The guest's page follows the booking live.
    await expect(guestPage.getByText(/Confirmed$/)).toBeVisible();

    // Booked: contact details now pass.
    await say(guestPage, host.name, 'Great, my number is +47 912 34 567.');
    await expect(thread(hostPage)).toContainText('+47 912 34 567');
    await hostPage.screenshot({
      path: `test-results/messages-conversation-host-${tag}.png`,
      fullPage: true,
    });
    await guestPage.screenshot({
      path: `test-results/messages-conversation-guest-${tag}.png`,
      fullPage: true,
    });
  });
}

test('every open tab marks a new message, and a dropped connection resumes without losing one', async ({
  request,
  host,
  traveller: guest,
  ask,
  pageAs,
}) => {
  const conversationId = await ask('Hello!');

  // The host has two tabs open: both mark the message.
  const tabA = await pageAs(host, { viewport: DESKTOP });
  const tabB = await tabA.context().newPage();
  await tabA.goto('/');
  await tabB.goto('/about');
  await expect(messagesMark(tabA, 1)).toBeVisible();
  await expect(messagesMark(tabB, 1)).toBeVisible();

  // The guest's phone loses its connection while two messages are written to it.
  const guestPage = await pageAs(guest, { viewport: PHONE });
  await guestPage.goto(`/messages/${conversationId}`);
  await expect(thread(guestPage)).toContainText('Hello!');
  await guestPage.context().setOffline(true);
  for (const body of ['First while away', 'Second while away']) {
    const sent = await request.post(`/api/holidaze/conversations/${conversationId}/messages`, {
      headers: authHeaders(host),
      data: { body },
    });
    expect(sent.status()).toBe(201);
  }
  await guestPage.context().setOffline(false);
  // Back online, the stream resumes from the last event it had: both arrive, in order, once.
  await expect(thread(guestPage).getByRole('listitem')).toHaveCount(3);
  await expect(thread(guestPage).getByRole('listitem').nth(1)).toContainText('First while away');
  await expect(thread(guestPage).getByRole('listitem').nth(2)).toContainText('Second while away');

  // Reading it in one tab clears the mark in the other.
  await tabA.goto(`/messages/${conversationId}`);
  await expect(messagesMark(tabB)).toBeVisible();
});

test('a host reports a message and blocks the guest, who can no longer write (390 px)', async ({
  host,
  traveller: guest,
  ask,
  pageAs,
}) => {
  const conversationId = await ask('Pay me outside the site and get a discount');

  const hostPage = await pageAs(host, { viewport: PHONE });
  await hostPage.goto(`/messages/${conversationId}`);
  await hostPage.getByRole('button', { name: `Report this message from ${guest.name}` }).click();
  const report = hostPage.getByRole('dialog', { name: 'Report this message?' });
  await report.getByRole('radio', { name: 'Asks to pay or talk outside Holidaze' }).check();
  await report.getByRole('button', { name: 'Report message' }).click();
  await expect(hostPage.getByText('Thank you: the message was reported.')).toBeVisible();

  await hostPage.getByRole('button', { name: `Block ${guest.name}` }).click();
  await hostPage
    .getByRole('dialog', { name: `Block ${guest.name}?` })
    .getByRole('button', { name: `Block ${guest.name}` })
    .click();
  await expect(
    hostPage.getByText(`You have blocked ${guest.name}. Unblock them to write again.`),
  ).toBeVisible();

  const guestPage = await pageAs(guest, { viewport: PHONE });
  await guestPage.goto(`/messages/${conversationId}`);
  await guestPage.getByRole('textbox', { name: `Message to ${host.name}` }).fill('Hello?');
  await guestPage.getByRole('button', { name: 'Send' }).click();
  await expect(guestPage.getByRole('alert')).toBeVisible();
  await expect(guestPage.getByRole('textbox', { name: `Message to ${host.name}` })).toHaveValue(
    'Hello?',
  );
});

test('a message left unread for 15 minutes is e-mailed to its recipient with a link', async ({
  page,
  request,
  host,
  ask,
}) => {
  const conversationId = await ask('Can we bring a dog?');
  const later = new Date(Date.now() + 16 * 60_000).toISOString();
  const ran = await request.post('/api/dev/message-nudges', { data: { at: later } });
  expect(ran.ok()).toBe(true);

  const [mail] = await mailsTo(request, host.email);
  await page.goto(`/dev/mail/${mail!.id}`);
  await expect(page.locator('pre').first()).toContainText('Can we bring a dog?');
  await expect(page.locator('pre').first()).toContainText(`/messages/${conversationId}`);
});
