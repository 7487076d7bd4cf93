import { authHeaders, daysFromToday, requestToBook, type Account } from './support/api';
import { mailText, mailTo } from './support/mail';
import { openAs } from './support/pages';
import { atEachWidth, expect, test } from './support/test';

/**
 * One booking request between two languages, end to end in a production build: a traveller who
 * reads Norwegian asks an English host for a stay. Each person sees pages, notifications and
 * mails in their own language (docs/decisions/037-languages.md): the traveller's pages by their
 * `/nb/` addresses, their notices and mails by their profile's language; the host's by an
 * English browser and profile. The words are the catalogues' (apps/web/src/**\/locales/nb.po,
 * apps/server/src/locales/nb.po). At 1280 and 390 px, in both time zones.
 */

// Norwegian writes a day as `10. des. 2026` and an amount as `4 350 kr`, with no-break spaces:
// the day as the browser's own Intl writes it in Norwegian, not computed with the code under test.
const nbDay = (day: string) =>
  new Intl.DateTimeFormat('nb', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
const NBSP = '\u00a0';

async function speaks(
  request: Parameters<typeof requestToBook>[0],
  account: Account,
  language: 'en' | 'nb',
) {
  const saved = await request.put(`/api/holidaze/profiles/${account.name}`, {
    headers: authHeaders(account),
    data: { language },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

atEachWidth((width) => {
  const phone = width < 600;

  test('a Norwegian traveller asks an English host, each reads it in their language, mails too @dates', async ({
    page,
    request,
    host,
    traveller,
    newVenue,
    pageAs,
  }) => {
    await speaks(request, traveller, 'nb');
    await speaks(request, host, 'en');
    const venue = await newVenue({ name: `E2E Fjordstue ${host.name}`, price: 1450 });
    await requestToBook(request, host, venue.id);
    const from = daysFromToday(30);
    const to = daysFromToday(33);

    // 1. The traveller asks in Norwegian.
    await openAs(page, traveller, `/nb/venue/${venue.id}?dateFrom=${from}&dateTo=${to}&guests=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { level: 2, name: 'Om stedet' })).toBeVisible();
    if (phone) {
      const bar = page.getByTestId('sticky-book-bar');
      await expect(bar).toContainText(`4${NBSP}350${NBSP}kr totalt · 3 netter`);
      await bar.getByRole('button', { name: 'Send forespørsel' }).click();
    }
    const summary = page.getByRole('region', { name: 'Sammendrag av bestillingen' });
    await expect(summary).toContainText('3 netter');
    await expect(summary).toContainText(`4${NBSP}350${NBSP}kr`);
    await page.screenshot({ path: `test-results/journey-nb-venue-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send forespørsel' }).first().click();
    const review = page.getByRole('dialog', { name: 'Se over bestillingen' });
    await expect(review).toContainText(
      'Denne verten godtar eller avslår hver forespørsel innen 24 timer.',
    );
    await expect(review).toContainText(`4${NBSP}350${NBSP}kr`);
    await expect(review).toContainText(nbDay(from));
    // The venue's cancellation policy, in Norwegian too (the domain writes it in English).
    await expect(review).toContainText(
      'Avbestillingsregler: Fleksibel. Gratis avbestilling frem til kl. 10.00 UTC to dager før innsjekkingsdatoen',
    );
    await page.screenshot({ path: `test-results/journey-nb-review-${width}.png` });
    await review.getByRole('button', { name: 'Send forespørsel' }).click();
    const sent = page.getByRole('dialog', { name: 'Forespørselen er sendt' });
    await expect(sent).toContainText(
      `Forespørselen din for ${venue.name} er sendt. Nettene holdes av for deg til verten svarer`,
    );
    await page.screenshot({ path: `test-results/journey-nb-sent-${width}.png` });

    // 2. The host, on English pages in an English browser, is told in English and accepts.
    const hostPage = await pageAs(host, { locale: 'en-GB', viewport: page.viewportSize()! });
    await hostPage.goto('/notifications');
    await expect(hostPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(hostPage).toHaveTitle('Notifications | Holidaze');
    const item = hostPage
      .getByRole('listitem')
      .filter({ hasText: `New booking request for ${venue.name}` });
    await expect(item).toContainText(`${traveller.name} asks for 3 nights`);
    await hostPage.screenshot({ path: `test-results/journey-en-host-${width}.png` });
    await item.getByRole('button', { name: /^Accept/ }).click();
    await expect(hostPage.getByText('Request accepted: the stay is booked.')).toBeVisible();

    // 3. The traveller is told in Norwegian, and the mails are each in their reader's language.
    await page.goto('/nb/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Varsler' })).toBeVisible();
    const accepted = page.getByRole('link', { name: `Forespørsel godtatt: ${venue.name}` });
    await expect(page.getByRole('listitem').filter({ has: accepted })).toContainText(
      `${host.name} godtok forespørselen din om 3 netter, `,
    );
    await page.screenshot({ path: `test-results/journey-nb-told-${width}.png`, fullPage: true });
    await accepted.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('main')).toContainText(nbDay(from));
    await expect(page.getByRole('main')).toContainText('Fleksibel: Gratis avbestilling frem til');
    await page.screenshot({
      path: `test-results/journey-nb-confirmed-${width}.png`,
      fullPage: true,
    });

    const confirmation = (await mailTo(request, traveller.email, 'Bestilling bekreftet: '))!;
    expect(confirmation.subject).toMatch(
      new RegExp(`^Bestilling bekreftet: ${venue.name} \\(\\w+`),
    );
    const confirmationText = await mailText(request, confirmation);
    expect(confirmationText).toContain(`${host.name} godtok forespørselen din.`);
    expect(confirmationText).toContain(`3 netter, `);
    expect(confirmationText).toContain(nbDay(from));
    expect(confirmationText).toContain(nbDay(to));
    expect(confirmationText).toContain(`4${NBSP}350${NBSP}kr`);
    const asked = (await mailTo(request, host.email, `Booking request for ${venue.name}`))!;
    const askedText = await mailText(request, asked);
    expect(askedText).toContain(`${traveller.name} would like to stay at ${venue.name}: 3 nights,`);
    expect(askedText).not.toContain('netter');
    expect(askedText).toMatch(/Answer the request: http:\/\/[^\s<]+\/en\/admin\//);
    // The traveller opens the mail (as a developer reads it, at /dev/mail) and follows its link:
    // the page opens in Norwegian, though this browser asks for English.
    await page.goto('/dev/mail');
    await expect(
      page.getByRole('link', { name: new RegExp(`^Booking request for ${venue.name}`) }),
    ).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(`^Bestilling bekreftet: ${venue.name}`) })
      .click();
    await expect(page.getByText(`To: ${traveller.email}`)).toBeVisible();
    const link = /http:\/\/[^\s<]+\/booking-success\?booking=[\w-]+/.exec(
      (await page.locator('pre').first().textContent())!,
    )![0];
    expect(new URL(link).pathname).toBe('/nb/booking-success');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' }),
    ).toBeVisible();

    // 4. The switch, in the header (on a phone, in its menu): the same page in English, and back.
    // The stay is booked now, so the page is opened for other nights.
    const stay = `?dateFrom=${daysFromToday(40)}&dateTo=${daysFromToday(42)}&guests=2`;
    await page.goto(`/nb/venue/${venue.id}${stay}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Om stedet' })).toBeVisible();
    // Where the switch is: the header, or on a phone the menu its button opens.
    const switchIn = async (open: string, menu: string) => {
      if (!phone) return page.getByRole('banner');
      await page.getByRole('button', { name: open }).click();
      return page.getByRole('dialog', { name: menu });
    };
    await (await switchIn('Åpne meny', 'Meny')).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/en/venue/${venue.id}${stay}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'About this place' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request to book' }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/journey-en-venue-${width}.png` });
    await (await switchIn('Open menu', 'Menu')).getByRole('link', { name: 'Norsk' }).click();
    await expect(page).toHaveURL(`/nb/venue/${venue.id}${stay}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { level: 2, name: 'Om stedet' })).toBeVisible();
  });
});
