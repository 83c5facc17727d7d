import { expect, test } from '@playwright/test';
import { CUSTOMER, emptyCart } from './support/api';

test('a signed-out visitor opening /cart lands on login and returns to /cart after signing in', async ({ page, request }) => {
  // Whatever another journey left in this customer's cart.
  await emptyCart(request, CUSTOMER);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth\/login\?callback=%2Fcart$/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'YOUR SHOPPING CART' })).toBeVisible();
  await expect(page.getByText('Total Items (0)')).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
  await page.screenshot({ path: 'screenshots/cart-empty-1280.png' });

  await page.getByRole('button', { name: /Rahim/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
});

test('a single space in the search box is Not Acceptable', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search phones').fill(' ');
  await expect(page.getByText('Not Acceptable')).toBeVisible();
});

test('a single space in the e-mail field is Not Acceptable, on sign-in and on sign-up', async ({ page }) => {
  await page.goto('/auth/login');
  const email = page.getByLabel('Email');
  // The e-mail keyboard and autofill stay, without the browser trimming what was typed.
  await expect(email).toHaveAttribute('inputmode', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await email.fill(' ');
  await expect(page.getByText('Not Acceptable')).toBeVisible();

  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(' ');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Not Acceptable')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('inputmode', 'email');
});

test('a return path pointing off-site is ignored: after signing in the browser stays on the shop', async ({ page, baseURL }) => {
  const shop = new URL(baseURL!).origin;
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  // `/\evil.example` passed the old "starts with one slash" check; browsers read it as //evil.example.
  await page.goto(`/auth/login?callback=${encodeURIComponent('/\\evil.example/phish')}`);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('button', { name: /Rahim/ })).toBeVisible();
  await expect(page).toHaveURL(`${shop}/`);
  expect(visited.filter((url) => new URL(url).origin !== shop)).toEqual([]);
});
