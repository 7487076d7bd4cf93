import { chooseNorwegian, screenshotEachPage } from './support/pages';
import { expect, test } from './support/test';

// The host's pages in Norwegian from a production build: a message whose catalogue the route
// does not load would show its id instead of words (docs/decisions/037-languages.md).
test('the host’s pages speak Norwegian at 1280 and 390 px', async ({
  page,
  demoManager: demo,
  demoVenue: venue,
}) => {
  await chooseNorwegian(page);
  const pages: [string, string, string][] = [
    ['overview', `/admin/${demo.name}`, 'Dine overnattingssteder'],
    ['manage-venues', `/admin/${demo.name}/manage-venues`, 'Mine overnattingssteder'],
    [
      'manage-bookings',
      `/admin/${demo.name}/manage-bookings`,
      'Bestillinger på dine overnattingssteder',
    ],
    ['new-venue', `/admin/${demo.name}/new-venue`, 'Legg ut nytt overnattingssted'],
    ['calendar', `/admin/${demo.name}/calendar/${venue.id}`, `Kalender: ${venue.name}`],
  ];
  await screenshotEachPage(page, demo, 'host-nb', pages, async ([name, , heading]) => {
    const tabs = page.getByRole('navigation', { name: 'Vertspanel' });
    await expect(tabs.getByRole('link', { name: 'Oversikt' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    if (name === 'calendar') {
      await expect(page.getByRole('heading', { name: 'Priser og avbestilling' })).toBeVisible();
    } else {
      await expect(page.getByRole('status')).toHaveCount(0);
    }
  });
});
