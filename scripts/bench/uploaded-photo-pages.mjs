// The measured pages with uploaded photos (decision 025: the demo seed keeps its SVGs, so the
// photos a guest would see are uploaded first). Camera-like JPEGs go through
// `POST /api/holidaze/media` as the demo host, and the venues that Home, Browse and the venue page
// show first get them through the venue API, as their hosts would; then the venue page's largest
// image is weighed in Chromium as a phone of 390 px would load it.
import { chromium } from 'playwright';
import { cameraJpeg, signIn, uploadOne, variantOf } from './photo-uploads.mjs';

const BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** How many photos the venue page's venue gets: its cover and the gallery's thumbnails. */
const VENUE_PAGE_PHOTOS = 5;

/** Venue ids in the order a page links to them, each once, once the page has drawn its cards. */
async function venuesShown(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const hrefs = await page.$$eval('a[href^="/venue/"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    return [...new Set(hrefs.map((href) => href.split(/[/?#]/)[2]).filter(Boolean))];
  } finally {
    await page.close();
  }
}

/**
 * Uploads `count` distinct photos (three camera-like originals, each sent with its own comment
 * segment so every upload is a photo of its own) and answers their media objects.
 */
async function uploadPhotos(url, count, log) {
  const headers = await signIn(url);
  const originals = [await cameraJpeg(), await cameraJpeg(), await cameraJpeg()];
  const media = [];
  for (let i = 0; i < count; i += 1) {
    const bytes = variantOf(originals[i % originals.length], i);
    const sent = await uploadOne(url, headers, bytes);
    if (sent.status !== 201) throw new Error(`upload ${i + 1} answered ${sent.status}`);
    media.push({ url: sent.image.url, alt: `Uploaded photo ${i + 1}` });
  }
  log(`  uploaded ${count} camera-like photos (${(originals[0].length / 1e6).toFixed(1)} MB each)`);
  return media;
}

/** Replaces a venue's photos through the API, signed in as its host. */
async function attach(url, venueId, media, tokens) {
  const detail = await (await fetch(`${url}/api/holidaze/venues/${venueId}?_owner=true`)).json();
  const email = detail.data.owner.email;
  tokens[email] ??= await signIn(url, email);
  const response = await fetch(`${url}/api/holidaze/venues/${venueId}`, {
    method: 'PUT',
    headers: { ...tokens[email], 'content-type': 'application/json' },
    body: JSON.stringify({ media }),
  });
  if (response.status !== 200) {
    throw new Error(`attaching photos to ${venueId}: ${response.status} ${await response.text()}`);
  }
}

/**
 * Gives uploaded photos to the venue `venueId` (the venue page measured) and to every venue Home
 * and Browse link to before the photos change anything, each a photo of its own as its cover.
 */
export async function attachUploadedPhotos(url, venueId, { log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
  let shown;
  try {
    shown = [
      ...new Set([
        ...(await venuesShown(browser, `${url}/`)),
        ...(await venuesShown(browser, `${url}/browse`)),
      ]),
    ].filter((id) => id !== venueId);
  } finally {
    await browser.close();
  }
  const photos = await uploadPhotos(url, VENUE_PAGE_PHOTOS + shown.length, log);
  const tokens = {};
  await attach(url, venueId, photos.slice(0, VENUE_PAGE_PHOTOS), tokens);
  for (const [i, id] of shown.entries()) {
    await attach(url, id, [photos[VENUE_PAGE_PHOTOS + i]], tokens);
  }
  log(
    `  attached: ${VENUE_PAGE_PHOTOS} to the venue page's venue, one each to the ${shown.length} other venues Home and Browse show`,
  );
  return { uploads: photos.length, venues: shown.length + 1 };
}

/**
 * The venue page at `viewport.width` (390) and `dpr`, as a phone loads it: its largest paint's
 * image and the bytes that came over the network for it (headers and body, as sent), and the
 * largest image response of the whole load.
 */
export async function venueImageWeight(pageUrl, { width = 390, height = 844, dpr = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: dpr,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image') return;
      const sizes = await request.sizes().catch(() => undefined);
      if (sizes) {
        images.push({
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }
    });
    await page.addInitScript(() => {
      globalThis.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp.push(entry.url);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const lcpUrl = (await page.evaluate(() => globalThis.__lcp)).filter(Boolean).at(-1);
    const path = (u) => (u ? new URL(u).pathname : undefined);
    const lcpBytes = images
      .filter((image) => image.url === lcpUrl)
      .reduce((sum, image) => sum + image.bytes, 0);
    const largest = images.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), undefined);
    return {
      width,
      dpr,
      lcpImage: path(lcpUrl),
      lcpBytes,
      lcpFetches: images.filter((image) => image.url === lcpUrl).length,
      largestImage: path(largest?.url),
      largestBytes: largest?.bytes ?? 0,
      images: images.length,
    };
  } finally {
    await browser.close();
  }
}
