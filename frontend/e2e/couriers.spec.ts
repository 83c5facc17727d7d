import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, newImei, signIn, tk, tokenOf } from './support/api';
import { axeOf } from './support/axe';
import { consignmentOf, courierMoves, courierPaysOut } from './support/courier';
import { payOnBkash, placeByApi, shopperWithCart, WALLET } from './support/payments';

/** A shopper's confirmed cash order: its checkout, order and what the courier is to collect. */
async function confirmedCashOrder(request: APIRequestContext, tag: string) {
  const shopper = await shopperWithCart(request, tag);
  const { checkoutId, orderId } = await placeByApi(request, shopper.token, shopper.addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed']);
  const order = (await (await request.get(`/api/order/${orderId}`, { headers: { token: shopper.token } })).json()) as {
    checkout_total: number;
    product_id: { _id: string };
  };
  return { ...shopper, checkoutId, orderId, cash: order.checkout_total, productId: order.product_id._id };
}

/** The admin books the checkout's parcel from its order's row, typing the phone's IMEI. */
async function adminBooks(admin: Page, orderId: string) {
  const ref = `#${orderId.slice(-8)}`;
  await admin.goto('/admin/dashboard/orders?status=confirmed');
  await admin.getByRole('link', { name: `Parcel of order ${ref}` }).click();
  // Cash on delivery: the buyer's record with the courier comes first.
  await expect(admin.getByTestId('delivery-record')).toContainText('parcels to this number');
  const form = admin.getByRole('form', { name: 'Book the parcel' });
  await form.getByLabel('IMEI of phone 1', { exact: true }).fill(newImei());
  await form.getByRole('button', { name: 'Book with the courier' }).click();
  await expect(admin.getByTestId('parcel-status')).toHaveText('booked, awaiting the courier');
  await expect(admin.getByTestId('tracking-code')).toHaveText(/^[0-9A-F]{8}$/);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeOf(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Reloads the parcel page until its `testId` reads `text`: the courier's news comes on its own. */
async function untilReads(admin: Page, testId: string, text: string) {
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId(testId)).toHaveText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Reloads the parcel page until the courier's webhooks (or the shop's lookups) have brought it to `status`. */
const untilShown = (admin: Page, status: string) => untilReads(admin, 'parcel-status', status);

test('an admin books a cash order, the courier delivers it and the customer follows each step', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const order = await confirmedCashOrder(request, 'courier');
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/admin/dashboard/orders');
  await adminBooks(admin, order.orderId);
  const label = admin.getByRole('region', { name: 'Parcel label' });
  await expect(label).toContainText(tk(order.cash));
  await expect(label.getByRole('img', { name: /^Tracking code / })).toBeVisible();
  await expectNoAxeViolations(admin);

  const consignment = await consignmentOf(request, order.checkoutId);
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) await courierMoves(request, consignment.id, step);
  await untilShown(admin, 'delivered');
  // Collected the cash due; Steadfast's charge inside Dhaka: 80 TK and 1% of the cash. The shop's
  // lookup may settle the parcel before the webhook, with the cash due and no charge yet: the
  // webhook's counts then correct them.
  const charge = 8000 + Math.ceil(order.cash / 100);
  await untilReads(admin, 'parcel-collected', `${tk(order.cash)} · ${tk(charge)}`);

  // The courier pays the shop out; the shop reads the payout and its ledger balances to zero.
  await courierPaysOut(request);
  await admin.getByRole('link', { name: 'Courier money' }).click();
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(admin.getByTestId('courier-balance')).toHaveText(tk(0), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByRole('region', { name: 'Counted otherwise by a payout' })).toContainText('None');
  await admin.context().close();

  await signIn(page, order.shopper, `/auth/customer/my-orders/details/${order.orderId}`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const timeline = page.getByRole('region', { name: 'Order tracking' });
  await expect(timeline.getByRole('heading', { name: /^With Steadfast · tracking code [0-9A-F]{8}$/ })).toBeVisible();
  const steps = timeline.getByRole('list', { name: 'The courier’s steps' });
  await expect(steps).toContainText('Picked up from the merchant.');
  await expect(steps).toContainText('Out for delivery.');
  await expect(steps.getByText('delivered', { exact: true })).toBeVisible();
  await expect(page.getByText('Pay on delivery')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a refused parcel comes back: the order is returned and its phone back in stock once received', async ({ page, request }) => {
  test.setTimeout(90_000);
  const order = await confirmedCashOrder(request, 'refused');
  const stockOf = async () => {
    const token = await tokenOf(request, ADMIN);
    const product = (await (await request.get(`/api/product/${order.productId}`, { headers: { token } })).json()) as {
      variants: { stock: number }[];
    };
    return product.variants.reduce((sum, variant) => sum + variant.stock, 0);
  };
  // The phone pages read the catalog view, which takes in stock changes within a second or two:
  // the stock once two reads two seconds apart agree.
  const settledStock = async () => {
    for (let last = await stockOf(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const now = await stockOf();
      if (now === last) return now;
      last = now;
    }
  };
  await signIn(page, ADMIN, '/admin/dashboard/orders');
  await adminBooks(page, order.orderId);

  const consignment = await consignmentOf(request, order.checkoutId);
  await courierMoves(request, consignment.id, 'picked_up');
  await courierMoves(request, consignment.id, 'refused');
  await untilShown(page, 'refused, coming back');
  const customer = await (await request.get(`/api/order/${order.orderId}`, { headers: { token: order.token } })).json();
  expect(customer).toMatchObject({ order_status_type: 'returned', payment_status: 'cancelled' });
  // Not back in stock before the shop has the parcel.
  const held = await settledStock();

  await page.getByRole('button', { name: 'Received back: restock' }).click();
  await expect(page.getByText(/^Received back /)).toBeVisible();
  await expect.poll(stockOf, { timeout: 15_000 }).toBe(held + 1);
});

test('an admin books two confirmed orders at once, scanning their IMEIs on the bulk page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const orders = [await confirmedCashOrder(request, 'bulk-a'), await confirmedCashOrder(request, 'bulk-b')];
  await signIn(page, ADMIN, '/admin/dashboard/orders');
  await page.getByRole('link', { name: 'Book parcels' }).click();
  const form = page.getByRole('form', { name: 'Book parcels' });
  for (const order of orders) {
    const parcel = form.getByRole('region', { name: `Parcel of checkout #${order.checkoutId.slice(-8)}` });
    // A scanner types the IMEI and presses Enter: the next field takes the next scan, nothing is sent.
    await parcel.getByLabel('IMEI of phone 1', { exact: true }).fill(newImei());
    await parcel.getByLabel('IMEI of phone 1', { exact: true }).press('Enter');
    await expect(parcel.getByLabel('Second IMEI of phone 1 (dual SIM)')).toBeFocused();
  }
  await form.getByRole('button', { name: 'Book 2 parcels with the courier' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'refused' })).toHaveText('2 booked, 0 refused.');
  for (const order of orders) {
    const parcel = form.getByRole('region', { name: `Parcel of checkout #${order.checkoutId.slice(-8)}` });
    await expect(parcel.getByRole('status')).toContainText(/^Booked, tracking code [0-9A-F]{8}\./);
    expect((await consignmentOf(request, order.checkoutId)).invoice).toBe(order.checkoutId);
    const customer = await (await request.get(`/api/order/${order.orderId}`, { headers: { token: order.token } })).json();
    expect(customer).toMatchObject({ order_status_type: 'shipped' });
  }
  await expectNoAxeViolations(page);
});

test('an advance is asked of a cash order, the customer pays it by bKash and the courier collects the rest', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const order = await confirmedCashOrder(request, 'advance');
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, `/admin/dashboard/parcels/${order.checkoutId}`);
  // Folded away unless the shop suggests one (a risky buyer, a high total).
  await expect(admin.getByTestId('delivery-record')).toBeVisible();
  const unfold = admin.getByText('Ask an advance paid online', { exact: true });
  if ((await unfold.count()) > 0) await unfold.click();
  const ask = admin.getByRole('form', { name: 'Ask an advance' });
  await ask.getByLabel('Advance in TK').fill('2000');
  await ask.getByRole('button', { name: 'Ask the advance' }).click();
  await expect(admin.getByTestId('advance-state')).toContainText(`Advance of ${tk(200_000)} asked, paid online`);
  // Not booked before the advance is paid.
  const form = admin.getByRole('form', { name: 'Book the parcel' });
  await form.getByLabel('IMEI of phone 1', { exact: true }).fill(newImei());
  await form.getByRole('button', { name: 'Book with the courier' }).click();
  await expect(form.getByRole('alert')).toHaveText('The advance asked of this order is not paid: withdraw it to ship without one');

  await signIn(page, order.shopper, `/auth/customer/my-orders/details/${order.orderId}`);
  await expect(page.getByTestId('advance-note')).toContainText(`advance of ${tk(200_000)}, paid online`);
  await page.getByRole('link', { name: 'Pay the advance' }).click();
  await expect(page.getByRole('heading', { name: 'Pay the advance' })).toBeVisible();
  // Any online way the shop takes: bKash, or a card or wallet through SSLCommerz.
  await expect(page.getByRole('group', { name: 'Pay the advance with' }).getByRole('radio')).toHaveCount(4);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await payOnBkash(page, WALLET.pays);
  await expect(page.getByTestId('advance-note')).toContainText(`Advance of ${tk(200_000)} paid; the rest, ${tk(order.cash - 200_000)}`);
  await expectNoAxeViolations(page);

  await admin.reload();
  await expect(admin.getByTestId('advance-state')).toContainText('The courier collects the rest.');
  await form.getByLabel('IMEI of phone 1', { exact: true }).fill(newImei());
  await form.getByRole('button', { name: 'Book with the courier' }).click();
  await expect(admin.getByTestId('parcel-status')).toHaveText('booked, awaiting the courier');
  await expect(admin.getByRole('region', { name: 'Parcel label' })).toContainText(tk(order.cash - 200_000));
  await admin.context().close();
});
