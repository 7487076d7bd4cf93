import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Data is made through the API (fast, and no sign-up clicks); the browser does only what is under test.
const API_KEY = 'holidaze-web-client-key';
const PASSWORD = 'holidaze-e2e-pass';

interface Account {
  name: string;
  email: string;
  token: string;
  venueManager: boolean;
}

const auth = (account: Account) => ({
  Authorization: `Bearer ${account.token}`,
  'X-Noroff-API-Key': API_KEY,
});

async function signUp(request: APIRequestContext, venueManager: boolean): Promise<Account> {
  const name = `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@stud.noroff.no`;
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, venueManager },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/auth/login?_holidaze=true', {
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return { name, email, token: data.accessToken, venueManager };
}

async function createVenue(
  request: APIRequestContext,
  manager: Account,
  name: string,
): Promise<string> {
  const response = await request.post('/api/holidaze/venues', {
    headers: auth(manager),
    data: {
      name,
      description: 'A quiet <b>cabin</b> by the fjord.',
      price: 1000,
      maxGuests: 4,
      meta: { wifi: true, parking: false, breakfast: true, pets: false },
      location: {
        address: 'Strandkaien 1',
        city: 'Bergen',
        zip: '5013',
        country: 'Norway',
        lat: 60.39,
        lng: 5.32,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A calendar day this many days after today's UTC date: far enough ahead to be future in every zone. */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function signInBrowser(page: Page, account: Account) {
  await page.addInitScript((a) => {
    localStorage.setItem('username', a.name);
    localStorage.setItem('accessToken', a.token);
    localStorage.setItem('venueManager', String(a.venueManager));
    localStorage.setItem('email', a.email);
  }, account);
}

async function clickDay(page: Page, day: string) {
  const cell = page.locator(`[data-day="${day}"] button`);
  for (let i = 0; i < 24 && (await cell.count()) === 0; i += 1) {
    const first = await page.locator('[data-day]').first().getAttribute('data-day');
    const back = first !== null && day < first;
    await page.getByRole('button', { name: back ? /previous month/i : /next month/i }).click();
  }
  await cell.click();
}

async function pickStay(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: 'Check Available Dates' }).click();
  await clickDay(page, from);
  await clickDay(page, to);
}

for (const timezoneId of [undefined, 'Pacific/Kiritimati', 'America/St_Johns']) {
  test.describe(`booking from the venue page${timezoneId ? ` in ${timezoneId}` : ''}`, () => {
    if (timezoneId) test.use({ timezoneId });

    test('a traveller books a stay and the stored days are the days clicked', async ({
      page,
      request,
    }) => {
      const manager = await signUp(request, true);
      const traveller = await signUp(request, false);
      const venueId = await createVenue(
        request,
        manager,
        `E2E Fjord Cabin ${timezoneId ?? 'local'}`,
      );
      const from = dayFromNow(20);
      const to = dayFromNow(23);

      await signInBrowser(page, traveller);
      await page.goto(`/venue/${venueId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/E2E Fjord Cabin/);
      await page.getByLabel('Guests').selectOption('3');
      await pickStay(page, from, to);

      const summary = page.getByRole('region', { name: 'Booking summary' });
      await expect(summary).toContainText('3 nights');
      await expect(summary).toContainText('NOK 3,000');
      await page.getByRole('button', { name: 'Book now' }).click();

      const review = page.getByRole('dialog', { name: 'Review' });
      await review.getByRole('radio', { name: 'Apple Pay' }).check();
      await review.getByRole('button', { name: 'Confirm Booking' }).click();
      const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed' });
      await expect(confirmed.getByText(/^REF-[A-Z]{8}$/)).toBeVisible();
      await expect(confirmed).toContainText(traveller.email);
      await expect(page.getByText('Booking confirmed!')).toBeVisible();

      const stored = await request.get(
        `/api/holidaze/profiles/${traveller.name}/bookings?_venue=true`,
        {
          headers: auth(traveller),
        },
      );
      expect(stored.status()).toBe(200);
      const { data } = (await stored.json()) as {
        data: { dateFrom: string; dateTo: string; guests: number; venue?: { id: string } }[];
      };
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        dateFrom: `${from}T00:00:00.000Z`,
        dateTo: `${to}T00:00:00.000Z`,
        guests: 3,
        venue: { id: venueId },
      });

      // The footer's Close (the dialog's × in its header does the same).
      await confirmed.getByRole('button', { name: 'Close' }).last().click();
      await expect(page).toHaveURL(new RegExp(`/user/${traveller.name}$`));
    });
  });
}

test('a stay someone else books first fails in the red alert under the panel', async ({
  page,
  request,
}) => {
  const manager = await signUp(request, true);
  const traveller = await signUp(request, false);
  const rival = await signUp(request, false);
  const venueId = await createVenue(request, manager, 'E2E Contested Loft');
  const from = dayFromNow(40);
  const to = dayFromNow(42);

  await signInBrowser(page, traveller);
  await page.goto(`/venue/${venueId}?dateFrom=${from}&dateTo=${to}&guests=2`);
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('2 nights');

  const taken = await request.post('/api/holidaze/bookings', {
    headers: auth(rival),
    data: { dateFrom: from, dateTo: to, guests: 1, venueId },
  });
  expect(taken.status()).toBe(201);

  await page.getByRole('button', { name: 'Book now' }).click();
  await page
    .getByRole('dialog', { name: 'Review' })
    .getByRole('button', { name: 'Confirm Booking' })
    .click();
  await expect(page.getByRole('alert')).toContainText('overlap with an existing booking');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The venue was read again: the stay taken first is now booked, so it cannot be offered again.
  await expect(page.getByRole('button', { name: 'Select dates to book' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Booking summary' })).toHaveCount(0);
});
