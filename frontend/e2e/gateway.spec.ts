import { expect, test } from '@playwright/test';
import { ADMIN, letters, signIn, tk, tokenOf } from './support/api';
import { payByCard, paymentPageOf, placeByApi, shopperWithCart } from './support/payments';

// Cards, Nagad, Rocket and card EMI through SSLCommerz, on its simulator's
// own page (scripts start it with the server): the shop believes what it
// checked with the gateway, never the browser's word.

test('a shopper pays by card on the gateway page and the order names the card', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper, phone } = await shopperWithCart(request, 'card');
  await signIn(page, shopper, '/order/checkout');
  const card = page.getByRole('radio', { name: /^Card ·/ });
  await expect(page.getByText('Visa, Mastercard or Amex; no extra charge')).toBeVisible();
  await card.check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await payByCard(page);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Thank you! SSLCommerz confirmed your payment')).toBeVisible();
  await expect(page.getByTestId('paid-with')).toHaveText('Paid with: VISA 411111XXXXXX1111');
  await expect(page.getByTestId('trx-id')).toHaveText(/\S+/);
  await expect(page.getByTestId('charges-total')).toHaveText(tk(phone.final_price + 7_000));
  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page.getByTestId('invoice-paid-with')).toHaveText('VISA 411111XXXXXX1111');
});

test('Nagad: the IPN pays the order before the browser is back, and the browser finds it paid', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper, token, addressId } = await shopperWithCart(request, 'nagad');
  const { checkoutId } = await placeByApi(request, token, addressId, 'nagad');
  await signIn(page, shopper, `/order/payment/${checkoutId}`);
  await expect(page.getByRole('button', { name: 'Pay with Nagad' })).toBeVisible();
  await page.goto(await paymentPageOf(request, token, checkoutId));
  // When the browser posts back, the shop has already been told by the gateway's IPN.
  const statusOf = async () => {
    const seen = await request.get(`/api/checkouts/${checkoutId}`, { headers: { token } });
    return ((await seen.json()) as { payment: { status: string } }).payment.status;
  };
  let beforeTheBrowser = '';
  await page.route('**/api/payments/sslcommerz/return/**', async (route) => {
    beforeTheBrowser = await statusOf();
    await route.continue();
  });
  await page.getByLabel('Nagad', { exact: true }).check();
  await page.getByLabel('Wallet number').fill('01770618575');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('paid-with')).toContainText('Nagad');
  expect(beforeTheBrowser, 'paid on the IPN, before the browser came back').toBe('paid');
});

test('a payment the gateway flags as risky waits for the admin, who accepts it', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const { shopper, token, addressId } = await shopperWithCart(request, 'risky');
  const { checkoutId } = await placeByApi(request, token, addressId, 'card');
  await signIn(page, shopper, `/order/payment/${checkoutId}`);
  await page.getByRole('button', { name: 'Pay with Card' }).click();
  await payByCard(page, { risky: true });
  await expect(page.getByTestId('payment-review')).toContainText('the shop checks it before preparing your order');
  await expect(page.getByRole('button', { name: 'Pay with Card' })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/admin/dashboard');
  const row = admin.getByRole('row').filter({ hasText: `#${checkoutId.slice(-8)}` });
  await expect(row).toContainText('Held for your review');
  await row.getByRole('button', { name: 'Accept payment' }).click();
  await expect(admin.getByRole('row').filter({ hasText: `#${checkoutId.slice(-8)}` })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
});

test('card EMI: the shopper picks a bank and months and pays in instalments on the gateway', async ({ page, request }) => {
  test.setTimeout(90_000);
  const bank = `EMI Bank ${letters()}`;
  const admin = await tokenOf(request, ADMIN);
  const created = await request.post('/api/admin/emi-plans', {
    headers: { token: admin },
    data: { bank, tenures: [{ months: 6, chargeBasisPoints: 350 }], minPrice: 500_000, keepsDiscount: true },
  });
  expect(created.status()).toBe(201);
  const planId = ((await created.json()) as { _id: string })._id;
  try {
    const { shopper } = await shopperWithCart(request, 'emi');
    await signIn(page, shopper, '/order/checkout');
    await page.getByRole('radio', { name: /^Card EMI ·/ }).check();
    const choice = page.getByLabel('Bank and months for card EMI');
    const option = choice.locator('option', { hasText: `${bank} · 6 months · bank charge 3.5%` });
    await choice.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Place order' }).click();

    await payByCard(page, { emiMonths: '6' });
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(/· Card EMI$/)).toBeVisible();
  } finally {
    expect((await request.delete(`/api/admin/emi-plans/${planId}`, { headers: { token: admin } })).status()).toBe(200);
  }
});
