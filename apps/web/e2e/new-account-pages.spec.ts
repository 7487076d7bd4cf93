import { type APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueName } from './support/api';
import { mailText, mailTo } from './support/mail';
import { atEachWidth, expect, test } from './support/test';

/** A reset link of `email`'s account, read from the development outbox as a person would. */
async function resetLinkOf(request: APIRequestContext, email: string): Promise<string> {
  await request.post('/api/auth/password-reset', { data: { email } });
  const mail = (await mailTo(request, email, 'Reset your Holidaze password'))!;
  return /\/reset-password\?token=[\w-]+/.exec(await mailText(request, mail))![0];
}

atEachWidth((width) => {
  test('a new traveller is signed in and welcomed, not sent to log in', async ({ page }) => {
    const name = uniqueName('new');
    await page.goto('/register');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email Address').fill(`${name}@stud.noroff.no`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Welcome to Holidaze, ${name}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/registered-welcome-${width}.png` });
  });

  test('a taken e-mail is said at its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(uniqueName('fresh'));
    await page.getByLabel('Email Address').fill('demo.traveller@stud.noroff.no');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(
      'Profile already exists: this email address already has an account',
    );
    await page.getByLabel('Email Address').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/register-email-taken-${width}.png` });
  });

  test('a used reset link says so as the page opens', async ({
    page,
    request,
    traveller: account,
  }) => {
    const link = await resetLinkOf(request, account.email);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect(
      (
        await request.post('/api/auth/password-reset/confirm', {
          data: { token, password: 'a new passphrase here' },
        })
      ).status(),
    ).toBe(200);
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(
      'This reset link has already been used or has expired',
    );
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/reset-link-used-${width}.png` });
  });
});
