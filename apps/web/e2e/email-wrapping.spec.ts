import { type Locator } from '@playwright/test';
import { useSessionOf } from './support/api';
import { expect, test } from './support/test';

/** The text of each line an element's text is drawn on, read from where each character lands. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((l) => Math.abs(l.top - top) < 4);
        if (line) line.text += text[i];
        else lines.push({ top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text);
  });
}

/** Wrapped, if at all, only after the @ or a dot, and no line of a letter or two. */
function expectSensibleBreaks(lines: string[], address: string) {
  expect(lines.join('')).toBe(address);
  for (const line of lines.slice(0, -1)) expect(line, lines.join(' / ')).toMatch(/[@.]$/);
  for (const line of lines) expect(line.length, lines.join(' / ')).toBeGreaterThan(2);
}

test('About Me at 1280 px wraps the e-mail after the @, not before its last letter', async ({
  page,
  demoTraveller: traveller,
}) => {
  await useSessionOf(page, traveller);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/user/${traveller.name}/user-profile`);
  const email = page.locator('dt', { hasText: 'Email' }).locator('xpath=following-sibling::dd[1]');
  await expect(email).toHaveText(traveller.email);
  const lines = await renderedLines(email);
  expectSensibleBreaks(lines, traveller.email);
});

test('“Hosted by” at 390 px wraps the host’s e-mail at sensible points', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/holidaze/venues?limit=30&_owner=true');
  const venues = (
    (await listed.json()) as {
      data: { id: string; owner: { email: string } }[];
    }
  ).data;
  // The longest demo address: the one most likely to need a second line.
  const venue = venues.sort((a, b) => b.owner.email.length - a.owner.email.length)[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue/${venue.id}`);
  const email = page
    .getByRole('region', { name: 'Hosted by' })
    .getByRole('link', { name: venue.owner.email });
  await expect(email).toBeVisible();
  expectSensibleBreaks(await renderedLines(email), venue.owner.email);
});
