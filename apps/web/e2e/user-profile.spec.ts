import { editProfileImage, openAs } from './support/pages';
import { expect, test } from './support/test';
import { storedProfile } from './support/user-data';

test.describe('the user area profile', () => {
  test('edits the avatar, the banner and the bio, and the API stores them', async ({
    page,
    request,
    baseURL,
    traveller,
  }) => {
    // The API sends our own images absolute, against the origin the page came from.
    const ours = (path: string) => new URL(path, baseURL).href;
    await openAs(page, traveller, `/user/${traveller.name}/user-profile`);
    await expect(page.getByRole('heading', { level: 1, name: traveller.name })).toBeVisible();

    const avatarDialog = await editProfileImage(page, 'Avatar');
    const save = avatarDialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await avatarDialog.getByLabel('Image URL').fill('/media/avatars/7.svg');
    await avatarDialog.getByLabel('Alt text').fill('Me on a hike');
    await save.click();
    await expect(avatarDialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Me on a hike' })).toHaveAttribute(
      'src',
      ours('/media/avatars/7.svg'),
    );

    const bannerDialog = await editProfileImage(page, 'Banner');
    await bannerDialog.getByLabel('Image URL').fill('/media/banners/3.svg');
    await bannerDialog.getByLabel('Alt text').fill('Mountains at dawn');
    await bannerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(bannerDialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Mountains at dawn' })).toBeVisible();

    await expect(page.getByText('No bio provided.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit bio' }).click();
    await page.getByLabel('Bio', { exact: true }).fill('I travel for fjords and good coffee.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('I travel for fjords and good coffee.')).toBeVisible();
    await expect(page.getByLabel('Bio', { exact: true })).toHaveCount(0);

    await expect
      .poll(async () => (await storedProfile(request, traveller)).bio)
      .toBe('I travel for fjords and good coffee.');
    const stored = await storedProfile(request, traveller);
    expect(stored.avatar).toEqual({ url: ours('/media/avatars/7.svg'), alt: 'Me on a hike' });
    expect(stored.banner).toEqual({ url: ours('/media/banners/3.svg'), alt: 'Mountains at dawn' });

    // After a reload the page shows what the API holds.
    await page.reload();
    await expect(page.getByText('I travel for fjords and good coffee.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Me on a hike' })).toBeVisible();
  });

  test('shows the server message inside the dialog when the image URL is refused', async ({
    page,
    request,
    baseURL,
    traveller,
  }) => {
    await openAs(page, traveller, `/user/${traveller.name}`);
    const dialog = await editProfileImage(page, 'Avatar');
    await dialog.getByLabel('Image URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Image URL must be a valid http(s) URL')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await storedProfile(request, traveller)).avatar.url).toBe(
      new URL('/media/defaults/avatar.svg', baseURL).href,
    );
  });

  test('a new traveller sees honest empty states and real figures', async ({ page, traveller }) => {
    await openAs(page, traveller, `/user/${traveller.name}`);

    const tabs = page.getByRole('navigation', { name: 'My account' });
    await expect(tabs.getByRole('link', { name: 'Upcoming Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a Host' })).toBeVisible();

    await tabs.getByRole('link', { name: 'Booking History' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${traveller.name}/user-booking-history$`));
    await expect(page.getByText('No past or ongoing bookings.')).toBeVisible();

    await tabs.getByRole('link', { name: 'About Me' }).click();
    const about = page.getByRole('region', { name: 'About Me' });
    await expect(about).toContainText(traveller.email);
    await expect(about).toContainText('Traveler');
    await expect(about.getByRole('definition').filter({ hasText: /^0$/ })).toHaveCount(2);
    await expect(page.getByText('No bio provided.')).toBeVisible();
    await expect(page.getByText('No reviews yet.')).toBeVisible();
  });

  test("another user's address leads to one's own area; nobody logged in goes to log in", async ({
    page,
    traveller,
  }) => {
    await page.goto('/user/demo_traveller');
    await expect(page).toHaveURL(/\/login$/);

    await openAs(page, traveller, '/user/demo_traveller/user-booking-history');
    await expect(page).toHaveURL(new RegExp(`/user/${traveller.name}/user-booking-history$`));
    await expect(page.getByRole('heading', { level: 1, name: traveller.name })).toBeVisible();
  });

  test('a traveller becomes a host on their own account and lands on the dashboard', async ({
    page,
    request,
    traveller,
  }) => {
    await openAs(page, traveller, `/user/${traveller.name}`);
    await page.getByRole('button', { name: 'Become a Host' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${traveller.name}$`));
    await page.screenshot({ path: 'test-results/become-host-1280.png' });
    expect((await storedProfile(request, traveller)).venueManager).toBe(true);
    await page.goto(`/user/${traveller.name}`);
    await expect(page.getByText('Venue Manager', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a Host' })).toHaveCount(0);
  });

  test('a venue manager is labelled as one and sees no host ad', async ({
    page,
    host: manager,
  }) => {
    await openAs(page, manager, `/user/${manager.name}`);
    await expect(page.getByText('Venue Manager', { exact: true })).toBeVisible();
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Become a Host' })).toHaveCount(0);
  });
});
