import { expect, test } from '@playwright/test';

/**
 * A crawler or link preview runs no JavaScript, so a venue's page must arrive with its
 * title, Open Graph tags and JSON-LD already in the HTML; /sitemap.xml lists the venue.
 */
test('a venue page carries its link preview and JSON-LD in the served HTML', async ({
  request,
}) => {
  const listed = await request.get('/api/holidaze/venues?limit=1');
  const [venue] = ((await listed.json()) as { data: { id: string; name: string }[] }).data;

  const page = await request.get(`/venue/${venue!.id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  expect(ogTitle).toBeDefined();
  expect(ogTitle).toContain('| Holidaze');
  expect(/<meta property="og:image" content="https?:\/\/[^"]+"/.test(html)).toBe(true);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'VacationRental',
    name: venue!.name,
    identifier: venue!.id,
    offers: { priceCurrency: 'NOK' },
  });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/venue/${venue!.id}</loc>`);
});
