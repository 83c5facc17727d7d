import { expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, newImei, signIn } from './support/api';
import { placeByApi, shopperWithCart } from './support/payments';

test('an admin ships a phone with its IMEI, and its buyer sees the IMEI, the warranty and how to check it with BTRC', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const { shopper, token, addressId } = await shopperWithCart(request, 'imei');
  const { orderId, checkoutId } = await placeByApi(request, token, addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed']);
  const ref = `#${orderId.slice(-8)}`;
  const [first, second] = [newImei(), newImei()];
  const typo = `${first.slice(0, 14)}${(Number(first[14]) + 1) % 10}`;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/admin/dashboard/orders?status=confirmed');
  await admin.getByRole('combobox', { name: `Change status of order ${ref}` }).selectOption('shipped');
  const imeis = admin.getByRole('group', { name: `IMEIs shipped on order ${ref}` });
  // A digit copied wrong from the box is caught by the core's check digit, and nothing ships.
  await imeis.getByLabel('IMEI of phone 1', { exact: true }).fill(typo);
  await admin.getByRole('button', { name: `Update order ${ref}` }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'does not match the others' })).toBeVisible();
  await imeis.getByLabel('IMEI of phone 1', { exact: true }).fill(first);
  await imeis.getByLabel('Second IMEI of phone 1 (dual SIM)').fill(second);
  await admin.getByRole('button', { name: `Update order ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Order ${ref} is now shipped` })).toBeVisible();
  await admin.context().close();

  // The same handset cannot ship on a second order.
  const other = await shopperWithCart(request, 'imeitwo');
  const again = await placeByApi(request, other.token, other.addressId, 'cash_on_delivery');
  await adminMovesOrder(request, again.orderId, ['confirmed']);
  const adminToken = (await (await request.post('/api/sign-in', { data: ADMIN })).json()).token as string;
  const refused = await request.post(`/api/admin/orders/${again.orderId}/status`, {
    headers: { token: adminToken },
    data: { status: 'shipped', handsets: [[first]] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(`IMEI ${first} is recorded on another order already`);

  await signIn(page, shopper, `/auth/customer/my-orders/details/${orderId}`);
  await expect(page.getByTestId('order-imeis')).toHaveText(`${first}, ${second}`);
  await expect(page.getByTestId('btrc-check')).toContainText(`“KYD ${first}” to 16002`);
  const order = (await (await request.get(`/api/order/${orderId}`, { headers: { token } })).json()) as { warranty: string | null };
  if (order.warranty) await expect(page.getByTestId('order-warranty')).toHaveText(order.warranty);
  await page.goto(`/auth/customer/my-orders/invoice/${checkoutId}`);
  await expect(page.getByTestId('charges-imeis')).toHaveText(`IMEI: ${first}, ${second}`);
  // The shop's papers (its settings in scripts/test), on the invoice and in every page's footer.
  const papers = 'DBID TEST-000042 · Trade licence TRAD/DNCC/000042/2026';
  await expect(page.locator('article.invoice').getByTestId('shop-papers')).toHaveText(papers);
  await expect(page.getByRole('contentinfo').getByTestId('shop-papers')).toHaveText(papers);
});
