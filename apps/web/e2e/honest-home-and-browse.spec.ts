import { atEachWidth, expect, test } from './support/test';

// What new visitors read first must be true and lead somewhere: the Home room cards are real
// venues that open their pages, and no banner promises member prices or round-the-clock support.
atEachWidth((width) => {
  test('each Choose Your Room card is a venue that opens its page', async ({ page }) => {
    await page.goto('/');
    const rooms = page.getByRole('region', { name: 'Choose Your Room' });
    await rooms.scrollIntoViewIfNeeded();
    const cards = rooms.locator('[aria-roledescription="slide"]');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', /^\/venue\/[\w-]+$/);
    }
    await expect(rooms).not.toContainText('Family Suite Room');
    await page.screenshot({ path: `test-results/home-rooms-${width}.png`, fullPage: true });

    // A click anywhere on the card in view (its photo too) opens that venue: the first slide
    // is the one centred.
    const shown = cards.first();
    await shown.scrollIntoViewIfNeeded();
    const name = (await shown.getByRole('heading').getAttribute('title'))!;
    // The card's link lies over the whole card: a click on the photo's place is the link's.
    const photo = (await shown.locator('img').boundingBox())!;
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(page).toHaveURL(/\/venue\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('Home, Browse and About promise nothing the product does not do', async ({ page }) => {
    for (const path of ['/', '/browse', '/about']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).not.toContainText(/24\/7|day and night|any time of day/i);
      await expect(main).not.toContainText(/member prices|up to 30%/i);
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `test-results/honest-${name}-${width}.png`, fullPage: true });
    }
    await page.goto('/browse');
    await expect(page.getByRole('region', { name: 'Discounts' })).toContainText(
      'Some hosts give weekly and monthly discounts',
    );
  });
});
