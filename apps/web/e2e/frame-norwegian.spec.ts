import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { useSessionOf } from './support/api';
import { chooseNorwegian } from './support/pages';

/** Nothing of the header reaches past its own box, and the page scrolls no way but down. */
async function expectHeaderFits(page: Page) {
  const overflow = await page.evaluate(() => {
    const inner = document.querySelector<HTMLElement>('.site-header-inner')!;
    const box = inner.getBoundingClientRect();
    const past = [...inner.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right > box.right + 0.5 || rect.bottom > box.bottom + 0.5;
      })
      .map((element) => element.textContent?.trim() || element.tagName);
    return { past, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow).toEqual({ past: [], page: 0 });
}

for (const width of [360, 899, 900, 1280]) {
  test.describe(`the frame in Norwegian at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header fits, the footer offers English, the 404 page speaks Norwegian', async ({
      page,
    }) => {
      await chooseNorwegian(page);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Fant ikke siden' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
      if (width >= 900) {
        const nav = page.getByRole('navigation', { name: 'Hoved' });
        for (const name of ['Hjem', 'Om oss', 'Kontakt oss'])
          await expect(nav.getByRole('link', { name })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Logg inn / Registrer deg' })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeVisible();
      }
      await expectHeaderFits(page);
      const footer = page.getByRole('contentinfo');
      for (const name of ['Om oss', 'Reise', 'Vert', 'Hjelp'])
        await expect(footer.getByRole('heading', { name })).toBeVisible();
      await expect(footer).toContainText('Språk: English');
      await page.screenshot({ path: `test-results/frame-nb-404-${width}.png`, fullPage: true });

      await footer.getByRole('link', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('a signed-in traveller’s header fits, with the inbox, the bell and the account menu', async ({
      page,
      traveller,
    }) => {
      await chooseNorwegian(page);
      await useSessionOf(page, traveller);
      await page.goto('/unauthorized');
      await expect(page).toHaveTitle('Ingen tilgang | Holidaze');
      await expect(page.getByRole('link', { name: 'Meldinger' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Varsler' })).toBeVisible();
      if (width >= 900) {
        await page.getByRole('button', { name: `${traveller.name}: kontomeny` }).click();
        await expect(page.getByRole('menuitem', { name: 'Min profil' })).toBeVisible();
        await page.screenshot({ path: `test-results/frame-nb-account-menu-${width}.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menuitem', { name: 'Min profil' })).toBeHidden();
      } else {
        await page.getByRole('button', { name: 'Åpne meny' }).click();
        const menu = page.getByRole('dialog', { name: 'Meny' });
        await expect(menu.getByRole('link', { name: 'Min profil' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
        await page.screenshot({ path: `test-results/frame-nb-menu-${width}.png` });
        await menu.getByRole('button', { name: 'Lukk meny' }).click();
      }
      await expectHeaderFits(page);
      await page.screenshot({ path: `test-results/frame-nb-signed-in-${width}.png` });
    });
  });
}
