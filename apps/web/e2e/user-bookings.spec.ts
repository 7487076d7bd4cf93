import { type Locator, type Page } from '@playwright/test';
import { daysFromEarliestToday, daysFromToday } from './support/api';
import { chooseFromMenu, openAs } from './support/pages';
import { expect, test as base } from './support/test';
import { displayDate, storedBookings } from './support/user-data';

const cardOf = (page: Page, venueName: string) => page.getByRole('article', { name: venueName });

const test = base.extend<{
  /**
   * Books `venue` for `traveller` ('YYYY-MM-DD' days, one guest unless said), signs in on their
   * Upcoming Bookings and finds that booking's card: where most tests here start.
   */
  bookedCard: (
    dateFrom: string,
    dateTo: string,
    options?: { guests?: number },
  ) => Promise<{ id: string; card: Locator }>;
}>({
  bookedCard: async ({ page, traveller, venue, book }, use) =>
    use(async (dateFrom, dateTo, options) => {
      const { id } = await book(dateFrom, dateTo, options);
      await openAs(page, traveller, `/user/${traveller.name}`);
      return { id, card: cardOf(page, venue.name) };
    }),
});

test.describe('the user area bookings', () => {
  test.describe('at a venue for three', () => {
    test.use({ venueData: { maxGuests: 3 } });

    test('changes the guests of an upcoming booking in two steps', async ({
      page,
      request,
      traveller,
      bookedCard,
    }) => {
      const { id, card } = await bookedCard(daysFromToday(10), daysFromToday(13), { guests: 2 });
      await expect(card).toContainText('3 nights');
      await expect(card).toContainText('2 guests');
      await chooseFromMenu(card, 'Booking options', 'Edit Guests');

      const edit = page.getByRole('dialog', { name: 'Edit Guests' });
      await edit.getByRole('button', { name: 'Increase guests' }).click();
      // The venue takes 3: plus stops there.
      await expect(edit.getByRole('button', { name: 'Increase guests' })).toBeDisabled();
      await edit.getByRole('button', { name: 'Continue' }).click();

      const confirm = page.getByRole('dialog', { name: 'Change guests to 3?' });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Guests updated!')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(card).toContainText('3 guests');

      const [stored] = await storedBookings(request, traveller);
      expect(stored).toMatchObject({ id, guests: 3 });
    });
  });

  test('cancels an upcoming booking after confirmation', async ({
    page,
    request,
    traveller,
    venue,
    bookedCard,
  }) => {
    const { card } = await bookedCard(daysFromToday(20), daysFromToday(22));
    await chooseFromMenu(card, 'Booking options', 'Cancel Booking');
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
    await expect(dialog).toContainText('This action cannot be undone.');
    // Nothing was charged: this far ahead the flexible policy means nothing stays owed.
    await expect(dialog).toContainText('You will no longer owe NOK 2,000');

    // Backing out keeps it.
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedBookings(request, traveller)).toHaveLength(1);

    await chooseFromMenu(card, 'Booking options', 'Cancel Booking');
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Booking cancelled.')).toBeVisible();
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    // A Noroff client's list no longer has it; the history shows it cancelled, and what is no
    // longer owed.
    expect(await storedBookings(request, traveller)).toEqual([]);
    await page.getByRole('link', { name: 'Booking History' }).click();
    const cancelled = cardOf(page, venue.name);
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled).toContainText('No longer owed: NOK 2,000');
  });

  // Tagged @dates: grouping by today runs in the east and the west browser zone.
  test('an ongoing stay is in the history with its badge and without a menu @dates', async ({
    page,
    traveller,
    venue,
    book,
  }) => {
    const from = daysFromEarliestToday(0);
    const to = daysFromEarliestToday(4);
    await book(from, to);
    await book(daysFromToday(30), daysFromToday(31));
    await openAs(page, traveller, `/user/${traveller.name}/user-booking-history`);
    const history = page.getByRole('list', { name: 'Booking History' });
    await expect(history.getByRole('article')).toHaveCount(1);
    const card = history.getByRole('article', { name: venue.name });
    await expect(card.getByText('Ongoing', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Booking options' })).toHaveCount(0);
    await expect(card).toContainText(`${displayDate(from)} – ${displayDate(to)} · 4 nights`);
    await expect(card.getByRole('link', { name: /View venue/ })).toHaveAttribute(
      'href',
      /\/venue\//,
    );

    await page.getByRole('link', { name: 'Upcoming Bookings' }).click();
    const upcoming = page.getByRole('list', { name: 'Upcoming Bookings' });
    await expect(upcoming.getByRole('article')).toHaveCount(1);
    await expect(upcoming.getByText('Ongoing', { exact: true })).toHaveCount(0);
    await expect(upcoming.getByRole('button', { name: 'Booking options' })).toBeVisible();
  });

  test('lists upcoming bookings three a page, the soonest first', async ({
    page,
    traveller,
    book,
  }) => {
    for (const start of [40, 10, 30, 20])
      await book(daysFromToday(start), daysFromToday(start + 2));
    await openAs(page, traveller, `/user/${traveller.name}`);

    const list = page.getByRole('list', { name: 'Upcoming Bookings' });
    await expect(list.getByRole('article')).toHaveCount(3);
    const pages = page.getByRole('navigation', { name: 'Upcoming Bookings pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list).toContainText(displayDate(daysFromToday(40)));
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(list.getByRole('article').first()).toContainText(displayDate(daysFromToday(10)));
  });
});

test.describe('at a venue with three photos', () => {
  test.use({
    venueData: {
      media: [
        { url: '/media/venues/21.svg', alt: 'Living room' },
        { url: '/media/venues/22.svg', alt: 'Bedroom' },
        { url: '/media/venues/23.svg', alt: 'Garden' },
      ],
    },
  });

  test("a booking card's photos move with the arrows and the dots", async ({ bookedCard }) => {
    const { card } = await bookedCard(daysFromToday(12), daysFromToday(14));
    const dot = (n: number) => card.getByRole('button', { name: `Show image ${n} of 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await card.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(card.getByRole('img', { name: 'Garden' })).toBeInViewport();
    await card.getByRole('button', { name: 'Previous image' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });
});

test('the booking menu and its dialogs work from the keyboard', async ({
  page,
  request,
  traveller,
  bookedCard,
}) => {
  const { card } = await bookedCard(daysFromToday(15), daysFromToday(16));

  const options = card.getByRole('button', { name: 'Booking options' });
  await options.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit Guests' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Cancel Booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(options).toBeFocused();
  expect(await storedBookings(request, traveller)).toHaveLength(1);
});
