import { daysFromToday } from './support/api';
import { clickDay, logInOnForm, openAs } from './support/pages';
import { PHONE, atWidth, expect, test } from './support/test';

const SHOTS = 'test-results/screens';

// The production build in Norwegian: each page shows words from the catalogues its route loads
// (a missing one would show its messages' ids, and these texts would not be found).

test('a traveller logs in and books a venue in Norwegian @dates', async ({
  page,
  traveller,
  newVenue,
}) => {
  const venue = await newVenue({ name: 'E2E Fjordhytte', maxGuests: 4, price: 1000 });
  const from = daysFromToday(20);
  const to = daysFromToday(23);

  await page.goto(`/nb/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen tilbake!' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/nb-login-1280.png` });
  await logInOnForm(page, traveller, 'nb');
  await expect(page.getByText(`Velkommen tilbake, ${traveller.name}!`)).toBeVisible();

  await page.goto(`/nb/venue/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Fjordhytte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Om stedet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sjekk ledighet' })).toBeVisible();
  await page.getByRole('button', { name: 'Se ledige datoer' }).click();
  await expect(page.getByRole('button', { name: 'Gå til neste måned' })).toBeVisible();
  await clickDay(page, from);
  await clickDay(page, to);
  const summary = page.getByRole('region', { name: 'Sammendrag av bestillingen' });
  await expect(summary).toContainText('3 netter');
  await page.screenshot({ path: `${SHOTS}/nb-venue-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Bestill nå' }).first().click();
  const review = page.getByRole('dialog', { name: 'Se over bestillingen' });
  await expect(review).toContainText('Betal verten ved innsjekking:');
  await expect(review).toContainText('Ingenting belastes nå.');
  await page.screenshot({ path: `${SHOTS}/nb-review-1280.png` });
  await review.getByRole('button', { name: 'Bekreft bestillingen' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Bestillingen er bekreftet' });
  await expect(confirmed).toContainText('Oppholdet ditt hos E2E Fjordhytte er bestilt.');
  await confirmed.getByRole('link', { name: 'Se bekreftelsen' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mine bestillinger' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/nb-confirmation-1280.png`, fullPage: true });
});

atWidth(PHONE.width, () => {
  test('the venue page and the register form speak Norwegian', async ({
    page,
    traveller,
    newVenue,
  }) => {
    const venue = await newVenue({ name: 'E2E Sjøbod', maxGuests: 2, price: 1450 });
    await openAs(page, traveller, `/nb/venue/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Sjøbod' })).toBeVisible();
    const bar = page.getByTestId('sticky-book-bar');
    await expect(bar.getByRole('button', { name: 'Bestill nå' })).toBeVisible();
    await expect(bar).toContainText('/ natt');
    await page.screenshot({ path: `${SHOTS}/nb-venue-390.png` });

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/nb/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Bli med i Holidaze' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Vertskonto/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opprett konto' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/nb-register-390.png`, fullPage: true });
  });
});
