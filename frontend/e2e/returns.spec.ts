import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, signIn, tk, tokenOf } from './support/api';
import { taka } from './support/bangla';
import { placeByApi, shopperWithCart } from './support/payments';

/** A shopper whose cash order was delivered today. */
async function deliveredOrder(request: APIRequestContext, tag: string) {
  const shopper = await shopperWithCart(request, tag);
  const { orderId } = await placeByApi(request, shopper.token, shopper.addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed', 'shipped', 'delivered']);
  const order = (await (await request.get(`/api/order/${orderId}`, { headers: { token: shopper.token } })).json()) as { total: number };
  return { ...shopper, orderId, paidForGoods: order.total };
}

test('a shopper returns a phone within seven days and the admin takes it back and refunds the cash', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const { shopper, orderId, paidForGoods } = await deliveredOrder(request, 'return');
  await signIn(page, shopper, `/auth/customer/my-orders/details/${orderId}`);
  await page.getByRole('button', { name: 'Return this phone' }).click();
  const form = page.getByRole('form', { name: 'Return request' });
  await form.getByLabel('changed my mind').check();
  await form.getByLabel('What is wrong (optional)').fill('Bought a bigger one');
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Your return is requested');

  const ref = `#${orderId.slice(-8)}`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/admin/dashboard/returns');
  await expect(admin.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await admin.getByLabel(`Note for return ${ref}`).fill('Courier on Sunday');
  await admin.getByRole('button', { name: `Accept return ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Return ${ref} is now accepted` })).toBeVisible();
  await admin.getByRole('button', { name: `Mark picked up, return ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Return ${ref} is now picked up` })).toBeVisible();
  await admin.getByRole('button', { name: `Received, back to stock, return ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Return ${ref} is now received` })).toBeVisible();
  // Cash is handed back in person: the refund says how.
  await admin.getByRole('button', { name: `Refund return ${ref}` }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'A cash refund needs a note' })).toBeVisible();
  await admin.getByLabel(`Note for return ${ref}`).fill('Cash handed over at the Dhanmondi shop');
  await admin.getByRole('button', { name: `Refund return ${ref}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Return ${ref} is now refunded` })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('Your return is refunded');
  // Changed mind: the phone's price back, not the delivery fee.
  await expect(page.getByTestId('return-refund')).toHaveText(`${tk(paidForGoods)} refunded (cash)`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const timeline = page.getByRole('region', { name: 'Order tracking' });
  await expect(timeline.getByText('Return accepted')).toBeVisible();
  await expect(timeline.getByText('Courier on Sunday')).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('Return refunded');
});

test('in Bangla a shopper asks to return a defective phone and follows it to the refund', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token, orderId, paidForGoods } = await deliveredOrder(request, 'returnbn');
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`/auth/customer/my-orders/details/${orderId}`);
  await page.getByLabel('Language').selectOption('bn');
  await page.getByRole('button', { name: 'ফোনটি ফেরত দিন' }).click();
  const form = page.getByRole('form', { name: 'ফেরতের অনুরোধ' });
  await form.getByLabel('ত্রুটিপূর্ণ').check();
  await form.getByRole('button', { name: 'ফেরতের অনুরোধ পাঠান' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('আপনার ফেরতের অবস্থা: অনুরোধ করা হয়েছে');

  const admin = await tokenOf(request, ADMIN);
  const mine = (await (await request.get(`/api/order/${orderId}/return`, { headers: { token } })).json()) as { request: { _id: string } };
  const id = mine.request._id;
  for (const data of [{ status: 'accepted' }, { status: 'picked_up' }, { status: 'received', restock: false }]) {
    expect((await request.post(`/api/admin/returns/${id}/status`, { headers: { token: admin }, data })).status()).toBe(200);
  }
  const refunded = await request.post(`/api/admin/returns/${id}/refund`, { headers: { token: admin }, data: { note: 'নগদ দেওয়া হয়েছে' } });
  expect(refunded.status()).toBe(200);
  const amount = ((await refunded.json()) as { refund: { amount: number } }).refund.amount;
  // Defective: the shop was at fault, so the delivery fee comes back too.
  expect(amount).toBeGreaterThan(paidForGoods);

  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('আপনার ফেরতের অবস্থা: টাকা ফেরত দেওয়া হয়েছে');
  await expect(page.getByTestId('return-refund')).toHaveText(`${taka(amount)} ফেরত দেওয়া হয়েছে (নগদ)`);
  await page.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
  await expect(page.getByText('ফেরত গৃহীত')).toBeVisible();
});
