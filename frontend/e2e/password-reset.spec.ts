// A shopper who forgot their password: the login page's "Forgot your password?" leads to a reset
// by a code texted to the account's number (read from the SMS gateway simulator), every session
// ends, and the new password signs in; a used or broken e-mail link says so and offers a new one.
import { expect, test } from '@playwright/test';
import { askForCode, codeSentTo, readNumberedAccount } from './support/sms';

test('a shopper resets a forgotten password with a code sent to their number', async ({ page, request }) => {
  const account = readNumberedAccount();
  const before = await request.post('/api/sign-in', { data: { email: account.email, password: account.password } });
  expect(before.status()).toBe(201);
  const oldToken = ((await before.json()) as { token: string }).token;

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  const byNumber = page.getByRole('form', { name: 'Reset it with your mobile number' });
  const since = await askForCode(page, byNumber, account.phone);
  await byNumber.getByLabel('6-digit code').fill(await codeSentTo(request, account.phone, since));
  const newPassword = 'Remembered#2026now';
  await byNumber.getByLabel('New password (8 or more characters)').fill(newPassword);
  await byNumber.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(/every device was signed out/)).toBeVisible();

  const me = await request.get('/api/sign-current-user', { headers: { token: oldToken } });
  expect(me.status(), 'the session from before the reset ended').toBe(401);
  expect((await request.post('/api/sign-in', { data: { email: account.email, password: account.password } })).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  // The forgot-password page has an e-mail field too: type only once the login page is there.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an e-mail address gets the same answer whether or not it has an account, and a spent link offers a new one', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  const byEmail = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Forgot your password?' }) });
  await byEmail.getByLabel('Email').fill(`nobody${Date.now()}@example.com`);
  await byEmail.getByRole('button', { name: 'Send the link' }).click();
  await expect(byEmail.getByRole('status')).toContainText('If an account has this address, we sent it a link');

  await page.goto(`/auth/reset-password?token=${'ab'.repeat(32)}`);
  await page.getByLabel('New password (8 or more characters)').fill('Another#2026pass');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link does not work any more');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});
