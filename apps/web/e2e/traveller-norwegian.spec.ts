import { chooseNorwegian, openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/**
 * The traveller's own pages in Norwegian in a production build, where every word comes from a
 * catalogue the route loads: a missing one would show a message's id. The saved choice (the
 * language cookie) picks the language, as a returning visitor's would. At 1280 and 390 px.
 */
atEachWidth((width) => {
  test('the profile, the messages and the notifications read Norwegian', async ({
    page,
    traveller,
    ask,
  }) => {
    await chooseNorwegian(page);

    await openAs(page, traveller, `/user/${traveller.name}/user-profile`);
    await expect(page.getByRole('heading', { level: 2, name: 'Om meg' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kommende bestillinger' })).toBeVisible();
    const language = page.getByRole('region', { name: 'Språk' });
    await expect(language.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/en/user/${traveller.name}/user-profile`,
    );
    await page.screenshot({ path: `test-results/nb-profile-${width}.png`, fullPage: true });

    const id = await ask('Er det parkering?');
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldinger' })).toBeVisible();
    await expect(page.getByText('Du: Er det parkering?')).toBeVisible();
    await page.goto(`/messages/${id}`);
    await expect(page.getByRole('link', { name: '← Alle meldinger' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await page.screenshot({ path: `test-results/nb-conversation-${width}.png`, fullPage: true });

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Varsler' })).toBeVisible();
    await page.screenshot({ path: `test-results/nb-notifications-${width}.png`, fullPage: true });
  });
});
