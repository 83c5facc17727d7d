import { expect, test } from '@playwright/test';
import { letters, newCustomer, newPhone, signIn } from './support/api';
import { shopperWithCart } from './support/payments';
import { askForCode, codeSentTo, freshNumber, readPhoneAccount } from './support/sms';

test('a shopper without e-mail signs up with a mobile number and the code from the SMS', async ({ page, request }) => {
  const phone = freshNumber();
  await page.goto('/auth/login?callback=%2Fauth%2Fcustomer%2Faccount-info');
  await expect(page.getByRole('heading', { name: 'Continue with your mobile number' })).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('0123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid Bangladeshi mobile number')).toBeVisible();

  const since = await askForCode(page, page, phone);
  const codeField = page.getByLabel('6-digit code');
  // The phone's keyboard offers the code from the SMS, on the number pad.
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const code = await codeSentTo(request, phone, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 4 tries left');

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page.getByText('This number is new to us. Tell us your name to make your account.')).toBeVisible();
  await page.getByLabel('First name').fill('Shirin');
  await page.getByLabel('Last name').fill('Sultana');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/customer\/account-info$/);
  await expect(page.getByRole('button', { name: /Shirin/ })).toBeVisible();
  // No e-mail to confirm, no password to change: the number is how this account signs in.
  await expect(page.getByRole('heading', { name: 'Account info' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change your mobile number' })).toContainText(`Now ${phone}.`);
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
});

test('a shopper signs back in with the number alone', async ({ page, request }) => {
  const { phone } = readPhoneAccount();
  await page.goto('/auth/login');
  const since = await askForCode(page, page, phone);
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, phone, since));
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Nasrin/ })).toBeVisible();
});

test('a customer adds a mobile number under Account info with its code', async ({ page, request }) => {
  const shopper = newCustomer('number');
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  await signIn(page, shopper, '/auth/customer/account-info');
  const form = page.getByRole('form', { name: 'Add a mobile number' });
  const phone = freshNumber();
  await form.getByLabel('Mobile number', { exact: true }).fill(phone);
  const since = Date.now() - 1000;
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByLabel('6-digit code').fill(await codeSentTo(request, phone, since));
  await form.getByRole('button', { name: 'Save number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mobile number saved' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change your mobile number' })).toContainText(`Now ${phone}.`);
});

test('a shopper follows an order by its reference and the number it ships to, without signing in', async ({ page, request }) => {
  const { shopper, token, addressId } = await shopperWithCart(request, 'tracked');
  const summary = await (await request.get(`/api/checkout/summary?address_id=${addressId}`, { headers: { token } })).json();
  const placed = await request.post('/api/checkout', {
    headers: { token },
    data: { address_id: addressId, payment_method: 'cash_on_delivery', idempotency_key: `tracked-${Date.now()}`, expected_total: summary.total },
  });
  expect(placed.status(), shopper.email).toBe(201);
  const checkoutId = ((await placed.json()) as { orders: { checkout_id: string }[] }).orders[0]!.checkout_id;
  const reference = checkoutId.slice(-8).toUpperCase();

  // The footer's link, from a page without the home page's fifty phone pictures: the browser
  // fetches the next page's code behind them, which on a loaded test machine outlasted the wait.
  await page.goto('/about-me');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track my order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await page.getByLabel('Order reference').fill(reference);
  // The journeys' addresses ship to this number (see support/payments.ts).
  const phone = '01712345678';
  const since = await askForCode(page, page, phone);
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, phone, since));
  await page.getByRole('button', { name: 'Show my order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('invoice-ref')).toHaveText(checkoutId);
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible();
});

test('a guest buys a phone with cash on delivery, then follows the order by number', { tag: '@own-data' }, async ({ page, request }) => {
  // A phone of its own: it waits out the minute between two codes to one number beside the journeys.
  const phone = await newPhone(request, `Guest ${letters()}`);
  await page.goto(`/product/${encodeURIComponent(phone.slug)}/${phone._id}`);
  await page.getByRole('link', { name: /Buy now without an account/ }).click();
  await expect(page.getByRole('heading', { name: 'Buy without an account' })).toBeVisible();
  const number = freshNumber();
  await page.getByLabel('First name').fill('Mitu');
  await page.getByLabel('Last name').fill('Rahman');
  const since = await askForCode(page, page, number);
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, number, since));
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  // The checkout as any shopper's: the new address starts with the guest's name and number.
  await expect(page).toHaveURL(/\/order\/checkout$/);
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Mobile number')).toHaveValue(number);
  await expect(form.getByLabel('First name')).toHaveValue('Mitu');
  await form.getByLabel('Address (house, road)').fill('House 7, Road 3');
  await form.getByLabel('Area').fill('Mirpur');
  await form.getByLabel('City').fill('Dhaka');
  await form.getByLabel('Post code').fill('1216');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Mitu Rahman/ })).toBeChecked();
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
  await expect(page.getByText('Cash on delivery · Pay on delivery')).toBeVisible();
  const voucher = (await page.getByRole('link', { name: 'Voucher' }).getAttribute('href')) ?? '';
  const checkoutId = voucher.split('/').pop() ?? '';

  // Signed out (a shared phone, another browser), the number alone follows the order.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(checkoutId.slice(-8));
  const again = await askForCode(page, page, number);
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, number, again));
  await page.getByRole('button', { name: 'Show my order' }).click();
  await expect(page.getByTestId('invoice-ref')).toHaveText(checkoutId);
});
