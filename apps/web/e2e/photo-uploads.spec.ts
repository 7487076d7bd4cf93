import { type Locator, type Page } from '@playwright/test';
import { authHeaders, useSessionOf } from './support/api';
import { storedVenue } from './support/admin-data';
import { describeViolation, isSerious, siteAxe } from './support/axe';
import { editProfileImage, expectNoSideScroll, openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';
import { storedProfile } from './support/user-data';

/**
 * Hosts and travellers upload photos (docs/api.md, POST /holidaze/media). The tests that answer
 * the upload themselves (`page.route`) check what the browser does with the contract's answers,
 * refusals included; the last sends real photos to the real route.
 */

// The host's venue starts with no photos: all it shows is what the test uploads.
test.use({ venueData: { media: [] } });

/** A real JPEG of the given size, made by the browser's canvas: a photo a phone could send. */
async function jpeg(page: Page, width: number, height: number, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, `hsl(${hue} 70% 75%)`);
      sky.addColorStop(1, `hsl(${hue + 40} 60% 35%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      context.fillStyle = `hsl(${hue + 180} 50% 30%)`;
      context.beginPath();
      context.moveTo(0, height);
      context.lineTo(width * 0.4, height * 0.45);
      context.lineTo(width, height);
      context.fill();
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
    },
    { width, height, hue },
  );
  return Buffer.from(base64, 'base64');
}

/** A file as a file chooser takes it: `buffer`, named `name`, sent as a JPEG. */
const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

/** Chooses `files` in the venue form's photo picker, as a host picks them from their device. */
const choosePhotos = (page: Page, files: Parameters<Locator['setInputFiles']>[0]) =>
  page.getByLabel('Choose photos').setInputFiles(files);

const hashOf = (n: number) => n.toString(16).padStart(64, 'a');

/**
 * Where the faked uploads say their photos are. Not our own origin: the server refuses to save
 * one of its own upload URLs that it does not store (docs/api.md, "Media"), and keeps a photo on
 * another origin as any linked image; the browser treats both alike.
 */
const FAKE_ORIGIN = 'http://photos.test';

/**
 * Answers the upload route as the contract says (201 with the photo's canonical URL) and serves
 * the variants under /media/u/ from the bytes the test uploaded. `refuse` answers a file by name.
 */
async function fakeUploads(
  page: Page,
  origin: string,
  refuse: Record<string, { status: number; message: string }> = {},
) {
  const photos = new Map<string, Buffer>();
  let count = 0;
  await page.route('**/api/holidaze/media', async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const name = /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? '';
    const refusal = refuse[name];
    if (refusal) {
      await route.fulfill({
        status: refusal.status,
        json: {
          errors: [{ message: refusal.message }],
          status: 'Refused',
          statusCode: refusal.status,
        },
      });
      return;
    }
    const start = body.indexOf('\r\n\r\n', body.indexOf('name="file"')) + 4;
    const end = body.lastIndexOf('\r\n--');
    count += 1;
    const hash = hashOf(count);
    photos.set(hash, body.subarray(start, end));
    await route.fulfill({
      status: 201,
      json: {
        data: {
          url: `${origin}/media/u/${hash}/1600.jpg`,
          alt: '',
          width: 1600,
          height: 1067,
          placeholder: 'HcsCBYBbmT+KiHiHiNeIcw5354Bn',
        },
        meta: {},
      },
    });
  });
  await page.route('**/media/u/**', async (route) => {
    const hash = /\/media\/u\/([0-9a-f]+)\//.exec(route.request().url())?.[1] ?? '';
    const bytes = photos.get(hash);
    if (!bytes) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: bytes });
  });
}

const photoRow = (page: Page, n: number) =>
  page.getByRole('list', { name: 'Photos' }).getByRole('listitem').nth(n);
const altValues = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos' })
    .getByLabel(/^Alt text \d$/)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

atEachWidth((width) => {
  test('a host uploads, captions, orders and removes a venue’s photos; a guest sees them', async ({
    page,
    request,
    host,
    venue,
  }) => {
    await useSessionOf(page, host);
    await fakeUploads(page, FAKE_ORIGIN);
    await page.goto(`/admin/${host.name}/edit-venue/${venue.id}`);
    await expect(page.getByRole('heading', { name: /Edit/ })).toBeVisible();
    const files = [
      jpegFile('lake.jpg', await jpeg(page, 1600, 1067, 200)),
      jpegFile('cabin.jpg', await jpeg(page, 1600, 1067, 20)),
      jpegFile('forest.jpg', await jpeg(page, 1600, 1067, 110)),
    ];
    await choosePhotos(page, files);
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(3);
    await expect(photoRow(page, 0).getByText('Cover', { exact: true })).toBeVisible();

    // Alt text is asked for before saving.
    await page.getByRole('button', { name: 'Update Venue' }).click();
    await expect(page.getByLabel('Alt text 1')).toBeFocused();
    await expect(page.getByLabel('Alt text 1')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Alt text 1').fill('Lake');
    await page.getByLabel('Alt text 2').fill('Cabin');
    await page.getByLabel('Alt text 3').fill('Forest');

    // Keyboard: the buttons, then the arrow keys on the handle.
    await page.getByRole('button', { name: 'Move later, photo 1' }).click();
    await expect.poll(() => altValues(page)).toEqual(['Cabin', 'Lake', 'Forest']);
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Photo moved' }),
    ).toHaveText('Photo moved to position 2 of 3.');
    await page.getByRole('button', { name: 'Drag to reorder, photo 3 of 3' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => altValues(page)).toEqual(['Cabin', 'Forest', 'Lake']);
    await expect(page.getByRole('button', { name: 'Drag to reorder, photo 2 of 3' })).toBeFocused();

    // Drag: photo 3 by its handle onto the row above it.
    const handle = page.getByRole('button', { name: 'Drag to reorder, photo 3 of 3' });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await photoRow(page, 1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => altValues(page)).toEqual(['Cabin', 'Lake', 'Forest']);
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Photo moved' }),
    ).toHaveText('Photo moved to position 2 of 3.');

    await page.getByRole('button', { name: 'Make cover, photo 3' }).click();
    await expect.poll(() => altValues(page)).toEqual(['Forest', 'Cabin', 'Lake']);
    await page.getByRole('button', { name: 'Remove image 3' }).click();
    await expect.poll(() => altValues(page)).toEqual(['Forest', 'Cabin']);
    await page
      .getByRole('group', { name: 'Add Images' })
      .screenshot({ path: `test-results/photo-uploads-form-${width}.png` });
    await expectNoSideScroll(page);
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('button', { name: 'Update Venue' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${host.name}/manage-venues$`));
    const stored = (await (await storedVenue(request, venue.id)).json()) as {
      data: { media: { url: string; alt: string }[] };
    };
    expect(stored.data.media.map((item) => item.alt)).toEqual(['Forest', 'Cabin']);
    expect(stored.data.media[0]!.url).toMatch(/\/media\/u\/[0-9a-f]{64}\/1600\.jpg$/);

    // The guest's view: the cover first, at high priority, in every format and width.
    await page.goto(`/venue/${venue.id}`);
    const cover = page.getByRole('img', { name: 'Forest' }).first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect(cover).toHaveAttribute('srcset', /400\.jpg 400w/);
    await expect(cover.locator('xpath=..').locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /1600\.avif 1600w/,
    );
    // The width the screen needs, in the best format Chromium reads: 400 px on a phone.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(width < 500 ? /\/400\.avif$/ : /\/800\.avif$/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/photo-uploads-venue-${width}.png` });
  });

  test('a refused photo says why in words, beside it', async ({ page, host }) => {
    await useSessionOf(page, host);
    await fakeUploads(page, FAKE_ORIGIN, {
      'tiny.jpg': { status: 422, message: 'This photo is too small: at least 800 × 600 pixels.' },
      'busy.jpg': { status: 503, message: 'Busy' },
    });
    await page.goto(`/admin/${host.name}/new-venue`);
    const photo = await jpeg(page, 1600, 1067, 50);
    await choosePhotos(page, [
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not really heic') },
      jpegFile('tiny.jpg', photo),
      jpegFile('busy.jpg', photo),
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(uploads.nth(0)).toContainText('Send it as a JPEG');
    await expect(uploads.nth(1)).toContainText('at least 800 × 600 pixels');
    await expect(uploads.nth(2)).toContainText('busy with other photos');
    // Only what may work later is offered again.
    await expect(uploads.nth(0).getByRole('button', { name: /^Try again, / })).toHaveCount(0);
    await expect(uploads.nth(2).getByRole('button', { name: 'Try again, busy.jpg' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Add Images' })
      .screenshot({ path: `test-results/photo-uploads-refused-${width}.png` });
    await expectNoSideScroll(page);
    await expectNoSeriousAxeViolation(page);
  });

  test('a traveller uploads an avatar and a banner', async ({ page, request, traveller }) => {
    await useSessionOf(page, traveller);
    await fakeUploads(page, FAKE_ORIGIN);
    await page.goto(`/user/${traveller.name}/user-profile`);

    const avatar = await editProfileImage(page, 'Avatar');
    await avatar
      .getByLabel('Choose a photo')
      .setInputFiles(jpegFile('me.jpg', await jpeg(page, 800, 800, 300)));
    await expect(avatar.getByLabel('Image URL')).toHaveValue(
      /\/media\/u\/[0-9a-f]{64}\/1600\.jpg$/,
    );
    await avatar.getByLabel('Alt text').fill('Me on a hike');
    await page.screenshot({ path: `test-results/photo-uploads-avatar-${width}.png` });
    await expectNoSeriousAxeViolation(page);
    await avatar.getByRole('button', { name: 'Save' }).click();
    await expect(avatar).toBeHidden();

    const banner = await editProfileImage(page, 'Banner');
    await banner
      .getByLabel('Choose a photo')
      .setInputFiles(jpegFile('fjord.jpg', await jpeg(page, 1600, 600, 190)));
    await expect(banner.getByLabel('Image URL')).toHaveValue(/\/media\/u\//);
    await banner.getByLabel('Alt text').fill('A fjord at dawn');
    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(banner).toBeHidden();

    const stored = await storedProfile(request, traveller);
    expect(stored.avatar).toMatchObject({
      alt: 'Me on a hike',
      url: expect.stringMatching(/\/media\/u\//),
    });
    expect(stored.banner).toMatchObject({ alt: 'A fjord at dawn' });
    const shown = page.getByRole('img', { name: 'Me on a hike' });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/photo-uploads-profile-${width}.png` });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the photos, their buttons and a refusal fit the narrowest phone', async ({
    page,
    host,
  }) => {
    await useSessionOf(page, host);
    await fakeUploads(page, FAKE_ORIGIN, {
      'busy.jpg': { status: 503, message: 'Busy' },
    });
    await page.goto(`/admin/${host.name}/new-venue`);
    const photo = await jpeg(page, 1600, 1067, 80);
    await choosePhotos(page, [
      jpegFile('a-photo-with-a-very-long-file-name-from-the-camera-roll.jpg', photo),
      jpegFile('busy.jpg', photo),
    ]);
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Uploads' })).toContainText(
      'busy with other photos',
    );
    await expect(page.getByRole('button', { name: 'Move later, photo 1' })).toBeVisible();
    await expectNoSideScroll(page);
    await page
      .getByRole('group', { name: 'Add Images' })
      .screenshot({ path: 'test-results/photo-uploads-form-360.png' });
  });
});

// The real route: enable once the server's upload route is merged (docs/api.md, POST /holidaze/media).
test('a host uploads real photos to the server and a guest gets them in every format', async ({
  page,
  request,
  host,
  venue,
}) => {
  await openAs(page, host, `/admin/${host.name}/edit-venue/${venue.id}`);
  await choosePhotos(page, [
    jpegFile('lake.jpg', await jpeg(page, 2000, 1333, 200)),
    jpegFile('cabin.jpg', await jpeg(page, 2000, 1333, 20)),
  ]);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Alt text 1').fill('Lake');
  await page.getByLabel('Alt text 2').fill('Cabin');
  await page.getByRole('button', { name: 'Make cover, photo 2' }).click();
  await page.getByRole('button', { name: 'Update Venue' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${host.name}/manage-venues$`));

  const response = await request.get(`/api/holidaze/venues/${venue.id}`, {
    headers: authHeaders(host),
  });
  const { data } = (await response.json()) as {
    data: { media: { url: string; alt: string; width?: number; placeholder?: string }[] };
  };
  expect(data.media.map((item) => item.alt)).toEqual(['Cabin', 'Lake']);
  expect(data.media[0]).toMatchObject({
    width: 2000,
    height: 1333,
    placeholder: expect.any(String),
  });

  const images: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && req.url().includes('/media/u/')) images.push(req.url());
  });
  await page.goto(`/venue/${venue.id}`);
  const cover = page.getByRole('img', { name: 'Cabin' }).first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  // Chromium takes the AVIF: the one it loaded is one of the AVIF widths.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\.avif$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The page's head preloads the same copy, so the cover is fetched once and never as a JPEG.
  const coverSrc = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  const coverBase = coverSrc.slice(0, coverSrc.lastIndexOf('/'));
  expect(images.filter((url) => url.startsWith(coverBase))).toEqual([coverSrc]);

  // A file that is not a photo is refused by the server too, with words.
  await page.goto(`/admin/${host.name}/edit-venue/${venue.id}`);
  await choosePhotos(
    page,
    jpegFile('notes.jpg', Buffer.from('these are not the bytes of a photo')),
  );
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText(
    /not a photo|could not be read/,
  );
});

/** axe on the photos as the host sees them (e2e/accessibility.spec.ts runs it on every route). */
async function expectNoSeriousAxeViolation(page: Page) {
  const { violations } = await siteAxe(page).analyze();
  const serious = violations.filter(isSerious).map(describeViolation);
  expect(serious, serious.join('\n')).toEqual([]);
}
