// Steps of the payment journeys: a fresh shopper with a phone in the cart and
// an address, a checkout placed through the API, and paying on the bKash
// simulator's own page (scripts start it with the server).
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { newCustomer, phoneInStock, sessionOf } from './api';

/** The simulator's test wallets (its page lists them) and their one OTP and PIN. */
export const WALLET = { pays: '01770618575', insufficientBalance: '01823074817' };
const OTP = '123456';
const PIN = '12121';

/** A new customer with one phone in the cart and a default address in `city`. */
export async function shopperWithCart(request: APIRequestContext, tag: string, city = 'Dhaka') {
  const { shopper, token, addressId } = await shopperWithAddress(request, tag, city);
  const phone = await phoneInStock(request);
  expect((await request.post('/api/add-cart', { headers: { token }, data: { product_id: phone._id, quantity: 1 } })).status()).toBe(201);
  return { shopper, token, phone, addressId };
}

/** A new customer, signed in, with a default address in `city` and an empty cart. */
export async function shopperWithAddress(request: APIRequestContext, tag: string, city = 'Dhaka') {
  const shopper = newCustomer(tag);
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  const { token } = await sessionOf(request, { email: shopper.email, password: shopper.password });
  const address = await request.post('/api/shipping-addresses', {
    headers: { token },
    data: {
      first_name: shopper.firstName,
      last_name: shopper.lastName,
      phone: '01712345678',
      address: 'House 9, Road 4',
      area: 'Dhanmondi',
      city,
      zip_code: '1205',
      is_default: true,
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { _id: string })._id;
  return { shopper, token, addressId };
}

/** Places the cart through the API for the summary's total to that address; answers the checkout and its first order. */
export async function placeByApi(
  request: APIRequestContext,
  token: string,
  addressId: string,
  method: 'bkash' | 'cash_on_delivery' | 'card' | 'nagad' | 'rocket',
) {
  const summary = await request.get(`/api/checkout/summary?address_id=${addressId}`, { headers: { token } });
  const { total, payment_methods } = (await summary.json()) as { total: number; payment_methods: { value: string }[] };
  expect(
    payment_methods.map((m) => m.value),
    'the shop offers this method (bKash needs the BKASH_* settings)',
  ).toContain(method);
  const placed = await request.post('/api/checkout', {
    headers: { token },
    data: {
      address_id: addressId,
      payment_method: method,
      idempotency_key: `pay-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      expected_total: total,
    },
  });
  expect(placed.status()).toBe(201);
  const answer = (await placed.json()) as { checkout_id: string; orders: { _id: string; payment_status: string }[] };
  return { checkoutId: answer.checkout_id, orderId: answer.orders[0]?._id ?? '', paymentStatus: answer.orders[0]?.payment_status };
}

/** Opens the checkout's payment (bKash or SSLCommerz) through the API and answers the simulator's page. */
export async function paymentPageOf(request: APIRequestContext, token: string, checkoutId: string) {
  const started = await request.post(`/api/checkouts/${checkoutId}/payment`, { headers: { token } });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { redirect_url: string }).redirect_url;
}

/** On the simulator's page: pays from `wallet` with the test OTP and PIN, and waits to be back on the shop's payment page. */
export async function payOnBkash(page: Page, wallet: string) {
  await expect(page.locator('input[name="wallet"]')).toBeVisible();
  await page.locator('input[name="wallet"]').fill(wallet);
  await page.locator('input[name="otp"]').fill(OTP);
  await page.locator('input[name="pin"]').fill(PIN);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/order\/payment\/[0-9a-f]{24}$/);
}

/** The SSLCommerz simulator's test card that pays. */
export const TEST_CARD = '4111111111111111';

/** On the SSLCommerz simulator's page: pays by the test Visa card, after setting `switches` (checkbox or select labels). */
export async function payByCard(page: Page, switches: { risky?: boolean; emiMonths?: string } = {}) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  if (switches.emiMonths) {
    await page.getByLabel('EMI: pay by card in monthly instalments').check();
    await page.getByLabel('EMI instalments (for EMI only)').selectOption(switches.emiMonths);
  } else {
    await page.getByLabel('Visa card').check();
  }
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  if (switches.risky) await page.getByLabel(/^Risky/).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}
