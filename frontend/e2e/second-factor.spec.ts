import { expect, test } from '@playwright/test';
import { SECOND_FACTOR_ADMIN, signIn } from './support/api';
import { appCode } from './support/totp';

test('an admin sets up an authenticator app and then signs in with its code', async ({ page }) => {
  await signIn(page, SECOND_FACTOR_ADMIN, '/auth/customer/account-info');
  const section = page.getByRole('form', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await section.getByTestId('second-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel('Code from the app').fill(appCode(secret));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('button', { name: /Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/auth/login?callback=%2Fadmin%2Fdashboard');
  await page.getByLabel('Email').fill(SECOND_FACTOR_ADMIN.email);
  await page.getByLabel('Password').fill(SECOND_FACTOR_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Two-step sign-in: type the code your authenticator app shows')).toBeVisible();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // The setup took this 30 seconds' code: the app's next one signs in.
  await code.fill(appCode(secret, Date.now() / 1000 + 30));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
});
