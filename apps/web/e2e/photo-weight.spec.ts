import { expect, test, type Page } from '@playwright/test';
import { authHeaders, createVenue, signUp } from './support/api';

/**
 * What a phone downloads of an uploaded photo (docs/performance.md, "The venue page's largest
 * image"): an iPhone of 390 CSS px at 3 device pixels each gets the venue cover's 800 px AVIF,
 * once (the page head's preload and the <picture> choose the same copy), not the 1,600 px one.
 */
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});

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

test('a 390 px phone at 3× gets the venue cover at 800 px, once', async ({ page, request }) => {
  const host = await signUp(request, true);
  await page.goto('/about');
  const uploaded = await request.post('/api/holidaze/media', {
    headers: authHeaders(host),
    multipart: {
      alt: 'The cover',
      file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const venue = await createVenue(request, host, { media: [{ url, alt: 'The cover' }] });

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
