import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { chunkOf } from './support/build-manifest';
import { expect, test, viewportAt, WIDTHS } from './support/test';

const PHOTOS = 8;

/** The viewer's code, fetched only when a photo is first opened. */
const viewerChunks = (page: Page) => {
  const viewer = chunkOf('src/features/venue/gallery/photo-viewer.tsx');
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === viewer) seen.push(request.url());
  });
  return seen;
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportAt(width), hasTouch: width < 600 });

    test('a photo opens full screen: arrows, keys, swipe, counter, Escape and focus back', async ({
      page,
      newVenue,
    }) => {
      const venue = await newVenue({
        media: Array.from({ length: PHOTOS }, (_, i) => ({
          url: `/media/venues/${i + 1}.svg`,
          alt: `Room ${i + 1}`,
        })),
      });
      const fetched = viewerChunks(page);
      await page.goto(`/venue/${venue.id}`);
      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
      expect(fetched, 'not part of the first download').toEqual([]);

      const open = page.getByRole('button', { name: `Open photo 1 of ${PHOTOS} full screen` });
      await open.click();
      const viewer = page.getByRole('dialog', { name: 'Photos' });
      await expect(viewer).toBeVisible();
      expect(fetched).toHaveLength(1);
      await expect(viewer.getByText(`1 of ${PHOTOS}`)).toBeVisible();
      await expect(viewer.getByRole('img', { name: 'Room 1' })).toBeVisible();
      // It fills the screen.
      const box = (await viewer.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(width - 1);
      await page.screenshot({ path: `test-results/gallery-full-screen-${width}.png` });
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await viewer.getByRole('button', { name: 'Next photo' }).click();
      await expect(viewer.getByText(`2 of ${PHOTOS}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(`3 of ${PHOTOS}`)).toBeVisible();
      await expect(viewer.getByRole('img', { name: 'Room 3' })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByText(`${PHOTOS} of ${PHOTOS}`)).toBeVisible();

      if (width < 600) {
        // A finger swiped from right to left shows the next photo (wrapping to the first).
        const stage = viewer.locator('img').first();
        const at = (await stage.boundingBox())!;
        const y = at.y + at.height / 2;
        await stage.dispatchEvent('pointerdown', {
          pointerType: 'touch',
          clientX: at.x + at.width * 0.8,
          clientY: y,
          isPrimary: true,
        });
        await stage.dispatchEvent('pointerup', {
          pointerType: 'touch',
          clientX: at.x + at.width * 0.2,
          clientY: y,
          isPrimary: true,
        });
        await expect(viewer.getByText(`1 of ${PHOTOS}`)).toBeVisible();
        await page.keyboard.press('ArrowLeft');
      }

      // Focus stays inside while it is open.
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      // Back where it was opened, on the photo last seen.
      await expect(
        page.getByRole('button', { name: `Open photo ${PHOTOS} of ${PHOTOS} full screen` }),
      ).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}$`));
      await page.screenshot({ path: `test-results/gallery-closed-${width}.png` });
    });
  });
}
