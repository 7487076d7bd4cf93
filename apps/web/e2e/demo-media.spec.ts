import { DESKTOP, expect, test } from './support/test';
import { storedProfile } from './support/user-data';

test('a demo avatar wears its owner’s initials', async ({
  request,
  demoManager,
  demoTraveller,
}) => {
  for (const [account, initials] of [
    [demoManager, 'DM'],
    [demoTraveller, 'DT'],
  ] as const) {
    const { avatar } = await storedProfile(request, account);
    const svg = await (await request.get(avatar.url)).text();
    expect(/<text[^>]*>([A-Z]+)<\/text>/.exec(svg)?.[1]).toBe(initials);
  }
});

test('a page of demo venues shows places that differ in their drawing, not only in colour', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  // Most booked first: the demo venues, whatever other tests have added.
  await page.goto('/browse?sort=popular');
  const images = page.getByRole('main').getByRole('article').locator('img');
  await expect(images).toHaveCount(12);
  const urls = await images.evaluateAll((list) =>
    list.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''),
  );
  const drawings = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
  const scenes = drawings.map((svg) => /data-scene="([^"]+)"/.exec(svg)?.[1] ?? '');
  // Houses, cabins, city blocks and rooms, in more than one season.
  expect(new Set(scenes.map((s) => s.split(' ')[0])).size).toBeGreaterThanOrEqual(3);
  expect(new Set(scenes.map((s) => s.split(' ')[1])).size).toBeGreaterThanOrEqual(2);
  // With every colour taken out, no two drawings are the same.
  const shapes = drawings.map((svg) => svg.replace(/(fill|stroke|stop-color)="[^"]*"/g, ''));
  expect(new Set(shapes).size).toBe(12);
});
