import { type Browser, expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, letters, newPhone, signIn, tk } from './support/api';
import { WALLET, paymentPageOf, payOnBkash, placeByApi, shopperWithAddress, shopperWithCart } from './support/payments';

// Money taken honestly: bKash on the simulator's page (scripts start it with
// the server), cash on delivery paid when delivered, a refund owed when a
// paid order is cancelled.

/** The admin's orders page in a window of its own, beside the shopper's. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN, '/admin/dashboard/orders?status=pending');
  return page;
}

test('a shopper pays with bKash on its page and sees the order paid', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper, phone } = await shopperWithCart(request, 'paid');
  await signIn(page, shopper, '/order/checkout');

  // Delivery to the Dhaka address, priced by the core; bKash is offered beside cash.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByTestId('delivery-zone')).toHaveText('Inside Dhaka city');
  await expect(summary.getByTestId('delivery-fee')).toHaveText(tk(7_000));
  await expect(summary.getByTestId('checkout-total')).toHaveText(tk(phone.final_price + 7_000));
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await payOnBkash(page, WALLET.pays);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Payment status: Paid')).toBeVisible();
  await expect(page.getByTestId('trx-id')).toHaveText(/\S+/);
  await expect(page.getByTestId('charges-total')).toHaveText(tk(phone.final_price + 7_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/payment-paid-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Paid');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: phone.title })).toBeVisible();
  await expect(page.getByText('bKash · Paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
});

test('a callback before the shopper paid does not hold up the payment: paid at once, with the trxID', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper, phone } = await shopperWithCart(request, 'early');
  await signIn(page, shopper, '/order/checkout');
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('input[name="wallet"]')).toBeVisible();

  // Anyone who saw the payment id (a shared link, an old tab reloaded) calls the shop's callback first.
  const paymentId = new URL(page.url()).searchParams.get('paymentID');
  expect(paymentId).toBeTruthy();
  const early = await request.get(`/api/payments/bkash/callback?paymentID=${paymentId}&status=success`, { maxRedirects: 0 });
  expect(early.status()).toBe(303);

  await payOnBkash(page, WALLET.pays);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Payment status: Paid')).toBeVisible();
  await expect(page.getByTestId('trx-id')).toHaveText(/\S+/);
  await expect(page.getByTestId('charges-total')).toHaveText(tk(phone.final_price + 7_000));
});

test(
  'a wallet without the balance: a clear message, the order stays unpaid, and its stock comes back after expiry',
  { tag: '@own-data' },
  async ({ page, request }) => {
    // The e2e server lets unpaid orders lapse after PAYMENT_EXPIRY_SECONDS (45 s in scripts/test).
    test.setTimeout(150_000);
    // A phone of its own: the journeys beside it buy from the shared catalog while this one waits for the lapse.
    const { shopper, token } = await shopperWithAddress(request, 'broke');
    const title = `Lapse ${letters()}`;
    const phone = { ...(await newPhone(request, title)), title };
    expect((await request.post('/api/add-cart', { headers: { token }, data: { product_id: phone._id, quantity: 1 } })).status()).toBe(201);
    // The phone page reads the catalog view, which hears of a checkout or a lapse
    // by its sync poll (within about a second), so each reading waits for it.
    const stockOf = async () => ((await (await request.get(`/api/product/${phone._id}`)).json()) as { stock: number }).stock;
    const before = await stockOf();
    await signIn(page, shopper, '/order/checkout');
    await page.getByLabel('bKash').check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await payOnBkash(page, WALLET.insufficientBalance);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByTestId('payment-reason')).toContainText('Insufficient Balance');
    await expect(page.getByText('Payment status: Payment failed')).toBeVisible();
    await expect(page.getByText(/it will be cancelled, and its phones put back on sale/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with bKash' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'screenshots/payment-failed-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await expect.poll(stockOf, { message: 'the order holds its phone', timeout: 5_000 }).toBe(before - 1);
    await page.getByRole('link', { name: 'See my orders' }).click();
    const row = page.locator('tbody tr').filter({ hasText: phone.title }).first();
    await expect(row).toContainText('Payment failed');
    await expect(row).not.toContainText('Paid');

    // At its deadline the payment job cancels the order and puts the phone back on sale.
    await expect(async () => {
      await page.reload();
      await expect(page.locator('tbody tr').filter({ hasText: phone.title }).first()).toContainText('cancelled', { ignoreCase: true, timeout: 1_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    await expect.poll(stockOf, { message: 'the lapsed order gave its phone back', timeout: 5_000 }).toBe(before);
  },
);

test('an order awaiting payment offers Pay now, and paying from the payment page works', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper, token, addressId } = await shopperWithCart(request, 'later');
  const { checkoutId, orderId, paymentStatus } = await placeByApi(request, token, addressId, 'bkash');
  expect(paymentStatus).toBe('awaiting_payment');
  await signIn(page, shopper, `/auth/customer/my-orders/details/${orderId}`);
  await expect(page.getByText('bKash · Awaiting payment')).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/payment/${checkoutId}$`));
  await expect(page.getByText('Payment status: Awaiting payment')).toBeVisible();
  await expect(page.getByText(/Time left to pay: \d+:\d\d/)).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Payment status: Awaiting payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await payOnBkash(page, WALLET.pays);
  await expect(page.getByText('Payment status: Paid')).toBeVisible();
});

test('a cash-on-delivery order is paid once the admin marks it delivered', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const { shopper } = await shopperWithCart(request, 'cod', 'Sylhet');
  await signIn(page, shopper, '/order/checkout');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByTestId('delivery-zone')).toHaveText('Outside Dhaka');
  await expect(summary.getByTestId('delivery-fee')).toHaveText(tk(13_000));
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByText('Cash on delivery · Pay on delivery')).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toHaveText(`${tk(13_000)} · Outside Dhaka`);

  await adminMovesOrder(request, orderId, ['confirmed', 'shipped']);
  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard/orders?status=shipped');
  const ref = `#${orderId.slice(-8)}`;
  await admin.getByRole('combobox', { name: `Change status of order ${ref}` }).selectOption('delivered');
  await admin.getByRole('button', { name: `Update order ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Order ${ref} is now delivered · payment Paid` })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByText('Cash on delivery · Paid')).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();
  const timeline = page.getByRole('region', { name: 'Order tracking' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByRole('listitem').last()).toContainText('delivered');
});

test('an admin cancels a paid order and it shows refund pending', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const { shopper, token, addressId } = await shopperWithCart(request, 'refund');
  const { checkoutId, orderId } = await placeByApi(request, token, addressId, 'bkash');
  await signIn(page, shopper, `/order/payment/${checkoutId}`);
  await page.goto(await paymentPageOf(request, token, checkoutId));
  await payOnBkash(page, WALLET.pays);
  await expect(page.getByText('Payment status: Paid')).toBeVisible();

  const admin = await adminPage(browser);
  const ref = `#${orderId.slice(-8)}`;
  const row = admin.getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('Paid');
  await admin.getByRole('combobox', { name: `Change status of order ${ref}` }).selectOption('cancelled');
  await admin.getByRole('button', { name: `Update order ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Order ${ref} is now cancelled · payment Refund pending` })).toBeVisible();
  await admin.goto('/admin/dashboard/orders?status=cancelled');
  await expect(admin.getByRole('row').filter({ hasText: ref })).toContainText('Refund pending');
  await admin.context().close();

  await page.goto(`/auth/customer/my-orders/details/${orderId}`);
  await expect(page.getByText('bKash · Refund pending')).toBeVisible();
  await page.goto(`/order/payment/${checkoutId}`);
  await expect(page.getByRole('heading', { name: 'Your refund is on its way' })).toBeVisible();

  // The admin gives the money back through bKash.
  const again = await adminPage(browser);
  await again.goto('/admin/dashboard/orders?status=cancelled');
  await again.getByRole('button', { name: `Refund order ${ref}` }).click();
  await expect(again.getByRole('status').filter({ hasText: `Order ${ref}:` })).toContainText('refunded through bKash');
  await expect(again.getByRole('row').filter({ hasText: ref })).toContainText('Refunded');
  await again.context().close();
  await page.goto(`/auth/customer/my-orders/details/${orderId}`);
  await expect(page.getByText('bKash · Refunded')).toBeVisible();
});
