import { daysFromToday, requestToBook, useSessionOf } from './support/api';
import { openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';
import { displayDate } from './support/user-data';

/**
 * What the host's pages say, in one human style: dates as the rest of the site shows them (a
 * deadline in the viewer's own zone, with the zone named), messages in sentences.
 */

atEachWidth((width) => {
  test("@dates a request's deadline reads in the host's own time", async ({
    page,
    request,
    host,
    venue,
    book,
  }) => {
    await requestToBook(request, host, venue.id);
    await book(daysFromToday(30), daysFromToday(32));
    await openAs(page, host, '/notifications');
    const item = page.getByRole('listitem').filter({ hasText: 'New booking request' });
    await expect(item).toContainText(
      /Answer by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \S+\./,
    );
    // Kiritimati and St John's are never called UTC: the time is the viewer's own.
    await expect(item).not.toContainText('UTC');
    await page.screenshot({ path: `test-results/host-notification-${width}.png`, fullPage: true });
  });

  test('blocking dates says what was blocked as dates are shown elsewhere', async ({
    page,
    host,
    venue,
  }) => {
    await useSessionOf(page, host);
    const from = daysFromToday(40);
    const to = daysFromToday(43);
    await page.goto(`/admin/${host.name}/calendar/${venue.id}`);
    const form = page.getByRole('form', { name: 'Block dates' });

    await form.getByLabel('First night').fill(to);
    await form.getByLabel('Until (check-out day)').fill(from);
    await form.getByRole('button', { name: 'Block dates' }).click();
    await expect(form).toContainText('The end date must be after the start date');

    await form.getByLabel('Until (check-out day)').fill(to);
    await form.getByLabel('First night').fill(from);
    await form.getByRole('button', { name: 'Block dates' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Blocked ${displayDate(from)} – ${displayDate(to)}.`,
    );
    await page.screenshot({ path: `test-results/host-block-${width}.png` });
  });
});
