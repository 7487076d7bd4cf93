import { expect, test, type Page } from '@playwright/test';
import { E2E_BROWSER } from './playwright.config';
import { authHeaders, createVenue, signUp } from './support/api';

/**
 * A client served from another origin (one written for Noroff's API, pointed at ours), as a
 * browser runs it: the page's origin is in CORS_ORIGINS (`http://client.test`, see
 * start-server.mjs), it edits and deletes a venue (PUT and DELETE need a preflight) and shows our
 * image by the absolute URL the API sends. The page is served by Playwright under that origin.
 *
 * Chromium's Local Network Access checks are off here only because both sides run on this
 * machine: they would stop a public page from calling a loopback server at all, which has nothing
 * to do with CORS (a deployed client and API are both public).
 */
test.use({
  launchOptions: {
    executablePath: E2E_BROWSER,
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});

const CLIENT_ORIGIN = 'http://client.test';

async function openClientPage(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Another client</title><main></main></html>',
    }),
  );
  await page.goto(`${origin}/`);
  // While a route is active Playwright answers CORS preflights itself (permissively): drop it
  // before the page calls the API, so Chromium's own preflight meets the server's answer.
  await page.unrouteAll();
}

test.describe('a client on another origin', () => {
  test('edits and deletes a venue and shows our image', async ({ page, request, baseURL }) => {
    const host = await signUp(request, true);
    const venue = await createVenue(request, host);
    await openClientPage(page, CLIENT_ORIGIN);

    const outcome = await page.evaluate(
      async ({ api, venueId, headers }) => {
        const json = { ...headers, 'Content-Type': 'application/json' };
        const loaded = await fetch(`${api}/api/holidaze/venues/${venueId}?_owner=true`);
        const venueData = (await loaded.json()).data as { media: { url: string }[] };
        const image = document.createElement('img');
        image.alt = 'Venue';
        image.src = venueData.media[0]!.url;
        document.querySelector('main')!.append(image);
        await image.decode().catch(() => undefined);
        const edited = await fetch(`${api}/api/holidaze/venues/${venueId}`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({
            description: 'Edited from another origin',
            media: venueData.media,
          }),
        });
        const deleted = await fetch(`${api}/api/holidaze/venues/${venueId}`, {
          method: 'DELETE',
          headers,
        });
        return {
          imageUrl: image.src,
          imageWidth: image.naturalWidth,
          edited: edited.status,
          editedDescription: (await edited.json()).data.description as string,
          deleted: deleted.status,
        };
      },
      { api: baseURL!, venueId: venue.id, headers: authHeaders(host) },
    );

    expect(outcome).toEqual({
      imageUrl: new URL('/media/defaults/venue.svg', baseURL).href,
      imageWidth: expect.any(Number),
      edited: 200,
      editedDescription: 'Edited from another origin',
      deleted: 204,
    });
    expect(outcome.imageWidth).toBeGreaterThan(0);
    expect((await request.get(`/api/holidaze/venues/${venue.id}`)).status()).toBe(404);
  });

  test('an origin not in CORS_ORIGINS cannot read or change anything', async ({
    page,
    request,
    baseURL,
  }) => {
    const host = await signUp(request, true);
    const venue = await createVenue(request, host);
    await openClientPage(page, 'http://elsewhere.test');

    const outcome = await page.evaluate(
      async ({ api, venueId, headers }) => {
        const attempt = (init?: RequestInit) =>
          fetch(`${api}/api/holidaze/venues/${venueId}`, init).then(
            (response) => response.status,
            (error: unknown) => (error instanceof TypeError ? 'blocked' : String(error)),
          );
        return {
          read: await attempt(),
          remove: await attempt({ method: 'DELETE', headers }),
        };
      },
      { api: baseURL!, venueId: venue.id, headers: authHeaders(host) },
    );

    expect(outcome).toEqual({ read: 'blocked', remove: 'blocked' });
    expect((await request.get(`/api/holidaze/venues/${venue.id}`)).status()).toBe(200);
  });
});
