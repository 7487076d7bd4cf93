import { openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/**
 * Home, Browse, the wishlists, About and Contact opened in bokmål (/nb/…) in the production build,
 * where every word comes from a catalogue: a page missing its feature's catalogue would show
 * message ids here (docs/decisions/037-languages.md).
 */

atEachWidth((width) => {
  test('home and browse read in bokmål, prices and filters too', async ({ page, venue }) => {
    await page.goto('/nb/');
    await expect(page.getByRole('heading', { name: 'Finn det perfekte oppholdet' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Populære overnattingssteder' });
    await expect(hero.getByRole('link', { name: /^Bestill nå/ }).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Velg rommet ditt' })).toBeVisible();
    await expect(page.getByText(/Opptil \d+ gjest/).first()).toBeAttached();
    await page.screenshot({ path: `test-results/nb-home-${width}.png`, fullPage: true });

    await page.goto(`/nb/browse?q=${encodeURIComponent(venue.name)}`);
    await expect(page.getByRole('heading', { name: 'Utforsk overnattingssteder' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: venue.name });
    await expect(card).toContainText('/ natt');
    await expect(page.getByText(/1 overnattingssted i /)).toBeVisible();
    if (width <= 800) await page.getByRole('button', { name: 'Vis fasiliteter' }).click();
    await expect(page.getByRole('checkbox', { name: 'Har Wi-Fi' })).toBeVisible();
    await expect(page.getByLabel('Sorter etter')).toContainText('Nyeste først');
    await page.screenshot({ path: `test-results/nb-browse-${width}.png`, fullPage: true });
  });

  test("a traveller's wishlists read in bokmål, with Browse's cards", async ({
    page,
    traveller,
    venue,
    heart,
  }) => {
    await heart();
    await openAs(page, traveller, '/nb/wishlists');
    await expect(page.getByRole('heading', { name: 'Ønskelister', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opprett liste' })).toBeVisible();
    await expect(page.getByText('1 overnattingssted · hjertene lagrer her')).toBeVisible();
    await page.getByRole('link', { name: /hjertene lagrer her/ }).click();
    await expect(page.getByLabel('Innsjekking')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: venue.name })).toContainText('/ natt');
    await expect(page.getByRole('button', { name: `Flytt ${venue.name}` })).toBeVisible();
    await page.screenshot({ path: `test-results/nb-wishlist-${width}.png`, fullPage: true });
  });

  test('About and Contact read in bokmål', async ({ page }) => {
    await page.goto('/nb/about');
    await expect(page.getByRole('heading', { name: 'Om Holidaze', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Holidaze bringer reisende og verter sammen/)).toBeVisible();
    await page.screenshot({ path: `test-results/nb-about-${width}.png`, fullPage: true });
    await page.goto('/nb/contact');
    await expect(page.getByRole('heading', { name: 'Kontakt oss', level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-post')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send melding' })).toBeVisible();
    await page.screenshot({ path: `test-results/nb-contact-${width}.png`, fullPage: true });
  });
});
