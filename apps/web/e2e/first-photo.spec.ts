import { type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { FIRST_PHOTO_ID, FIRST_WORDS_ID } from '@holidaze/domain';
import { holdCode } from './support/build-manifest';
import { atEachWidth, expect, test, viewportAt } from './support/test';

/** The page the server sends at `path`, as it is before (here: without) the app's script. */
async function withoutScript(
  pageAs: (account: null, options: BrowserContextOptions) => Promise<Page>,
  width: number,
  path: string,
): Promise<Page> {
  const shell = await pageAs(null, { javaScriptEnabled: false, viewport: viewportAt(width) });
  await shell.goto(path);
  return shell;
}

const box = async (element: Locator) => {
  const found = await element.boundingBox();
  return found && { x: found.x, y: found.y, width: found.width, height: found.height };
};

atEachWidth((width) => {
  test(`Home's first photo is drawn before any script, where the hero then draws it, and handed over (${width} px)`, async ({
    page,
    pageAs,
  }) => {
    const shell = await withoutScript(pageAs, width, '/');
    const drawn = shell.locator(`#${FIRST_PHOTO_ID} img`);
    await expect(drawn).toBeVisible();
    await expect
      .poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const served = await drawn.evaluate((img: HTMLImageElement) => img.currentSrc);

    await page.goto('/');
    // The hero, not Home's other carousel (the rooms), which comes after the first paint.
    const carousel = page.getByRole('region', { name: 'Top venues' });
    const hero = carousel.locator('[aria-roledescription="slide"]').first().locator('img');
    await expect(hero).toBeVisible();
    // Once the hero's own photo is in, the server's copy is gone: one photo, the same one, in
    // the same place, so nothing on the page moved.
    await expect(page.locator(`#${FIRST_PHOTO_ID}`)).toHaveCount(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(served);
    expect(await box(carousel)).toEqual(await box(shell.locator(`#${FIRST_PHOTO_ID}`)));
  });
});

atEachWidth((width) => {
  test(`a venue's cover is drawn before any script, where the gallery then draws it, and handed over (${width} px)`, async ({
    page,
    pageAs,
    venue,
  }) => {
    const shell = await withoutScript(pageAs, width, `/venue/${venue.id}`);
    const drawn = shell.locator(`#${FIRST_PHOTO_ID}[data-page="venue"] img`);
    await expect(drawn).toBeVisible();
    await expect
      .poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const served = await drawn.evaluate((img: HTMLImageElement) => img.currentSrc);

    await page.goto(`/venue/${venue.id}`);
    const cover = page.getByRole('button', { name: /full screen/ });
    await expect(cover.locator('img')).toBeVisible();
    await expect(page.locator(`#${FIRST_PHOTO_ID}`)).toHaveCount(0);
    expect(await cover.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      served,
    );
    expect(await box(cover)).toEqual(await box(shell.locator(`#${FIRST_PHOTO_ID}`)));
  });
});

atEachWidth((width) => {
  test(`nothing under a venue's title moves when its heart comes, after the first paint (${width} px)`, async ({
    page,
    newVenue,
  }) => {
    // A title long enough to push the heart onto a line of its own on a phone.
    const venue = await newVenue({
      name: 'The Old Boathouse at the Quiet End of the Fjord',
      location: { city: 'Balestrand', country: 'Norway' },
    });
    const release = await holdCode(page, 'src/shared/wishlists/heart-button.tsx');
    await page.goto(`/venue/${venue.id}`);
    // The place under the title (the address at the foot of the details says it too).
    const place = page.getByText('Balestrand, Norway', { exact: true }).first();
    await expect(place).toBeVisible();
    const before = await box(place);
    release();
    await expect(
      page.getByRole('button', { name: `Save ${venue.name} to a wishlist` }),
    ).toBeVisible();
    expect(await box(place)).toEqual(before);
  });
});

atEachWidth((width) => {
  test(`Browse's first words are drawn before any script, where the page then draws them, and handed over (${width} px)`, async ({
    page,
    pageAs,
  }) => {
    const shell = await withoutScript(pageAs, width, '/browse');
    const drawn = shell.locator(`#${FIRST_WORDS_ID}`);
    await expect(drawn).toHaveText(
      'Longer stays can cost less' +
        'Some hosts give weekly and monthly discounts: pick your dates to see the total.',
    );
    await expect(drawn).toBeVisible();

    await page.goto('/browse');
    const offer = page.getByRole('region', { name: 'Discounts' });
    await expect(offer).toBeVisible();
    await expect(page.locator(`#${FIRST_WORDS_ID}`)).toHaveCount(0);
    // The same box, so nothing on screen changed when the server's copy went.
    expect(await box(offer)).toEqual(await box(drawn));
    expect(
      await offer
        .locator('p')
        .first()
        .evaluate((p) => getComputedStyle(p).font),
    ).toBe(
      await drawn
        .locator('p')
        .first()
        .evaluate((p) => getComputedStyle(p).font),
    );
  });
});
