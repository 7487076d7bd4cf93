import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, createVenue, signUp } from './support/api';

/**
 * What a phone downloads of an uploaded photo (docs/performance.md, "The venue page's largest
 * image"): an iPhone of 390 CSS px at 3 device pixels each gets the venue cover's 800 px AVIF,
 * once (the page head's preload and the <picture> choose the same copy), not the 1,600 px one.
 */
const iPhone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true };
/** The phone Lighthouse's mobile audit emulates. */
const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};

/** A real 2,000 × 1,333 JPEG drawn by the browser's canvas, so every width is made. */
async function jpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1333;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 1333);
    sky.addColorStop(0, 'hsl(200 70% 75%)');
    sky.addColorStop(1, 'hsl(240 60% 35%)');
    context.fillStyle = sky;
    context.fillRect(0, 0, 2000, 1333);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** A host's venue whose one photo is a real upload: its id and the photo's canonical URL. */
async function venueWithUploadedPhoto(page: Page, request: APIRequestContext, alt: string) {
  const host = await signUp(request, true);
  await page.goto('/about');
  const uploaded = await request.post('/api/holidaze/media', {
    headers: authHeaders(host),
    multipart: {
      alt,
      file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const venue = await createVenue(request, host, { media: [{ url, alt }] });
  return { venue, url };
}

test.describe('at 390 px, 3 device pixels each', () => {
  test.use(iPhone);

  test('the venue cover comes at 800 px, once', async ({ page, request }) => {
    const { venue, url } = await venueWithUploadedPhoto(page, request, 'The cover');

    const photos: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image' && req.url().includes('/media/u/')) photos.push(req.url());
    });
    await page.goto(`/venue/${venue.id}`);
    const cover = page.getByRole('img', { name: 'The cover' }).first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/800\.avif$/);
    // Loaded (its natural width is the 800 px divided by the density srcset gave it).
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const base = url.slice(0, url.lastIndexOf('/'));
    expect(photos.filter((photo) => photo.startsWith(base))).toEqual([`${base}/800.avif`]);
    await page.screenshot({ path: 'test-results/photo-weight-venue-390.png' });
  });
});

test.describe("at Lighthouse's phone, 412 px at 1.75", () => {
  test.use(lighthousePhone);

  test("Home's room cards come at 800 px, the width they are drawn", async ({ page, request }) => {
    const { venue, url } = await venueWithUploadedPhoto(page, request, 'The room');
    // The cards show the best reviewed venues: this one answers for them.
    const answer = await request.get(`/api/holidaze/venues/${venue.id}`);
    const { data } = (await answer.json()) as { data: unknown };
    await page.route(/\/api\/holidaze\/venues\?.*sort=rating/, (route) =>
      route.fulfill({ json: { data: [data], meta: {} } }),
    );
    await page.goto('/');
    const card = page.getByRole('img', { name: 'The room' }).first();
    await card.scrollIntoViewIfNeeded();
    const base = url.slice(0, url.lastIndexOf('/'));
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toBe(`${base}/800.avif`);
  });
});
