import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, signIn, tk, tokenOf } from './support/api';
import { placeByApi, shopperWithCart } from './support/payments';

// A VAT-registered shop (scripts set VAT_BIN): a delivered order's Mushak-6.3
// tax invoice and a refunded return's Mushak-6.7 credit note, as a buyer sees them.

/** Waits for the invoicing job (every INVOICING_MS: half a second in scripts/test) to issue `what` of the order. */
async function issued(request: APIRequestContext, token: string, orderId: string, what: 'tax-invoice' | 'credit-note') {
  let number = '';
  await expect(async () => {
    const answer = await request.get(`/api/order/${orderId}/${what}`, { headers: { token } });
    expect(answer.status()).toBe(200);
    number = ((await answer.json()) as { number: string }).number;
  }).toPass({ timeout: 30_000 });
  return number;
}

test('a buyer reads the Mushak-6.3 of a delivered order and the Mushak-6.7 of its return', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithCart(request, 'vat');
  const { orderId } = await placeByApi(request, shopper.token, shopper.addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed', 'shipped', 'delivered']);
  const number = await issued(request, shopper.token, orderId, 'tax-invoice');
  expect(number).toMatch(/^\d{4}-\d{2}\/\d{6}$/);

  await signIn(page, shopper.shopper, `/auth/customer/my-orders/details/${orderId}`);
  await page.getByRole('link', { name: 'VAT invoice (Mushak-6.3)' }).click();
  await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  await expect(page.getByText('Mushak-6.3')).toBeVisible();
  await expect(page.getByTestId('tax-paper-number')).toHaveText(number);
  await expect(page.getByTestId('tax-paper-bin')).toHaveText('0001234567890');
  await expect(page.getByText(/^IMEI \d{15}$/)).toBeVisible();
  // Every tax included, the invoice is what the buyer paid: the phone and the delivery.
  await expect(page.getByTestId('tax-paper-total')).toHaveText(tk(shopper.phone.final_price + 7_000));
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: 'screenshots/mushak-6-3-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A defective phone comes back and is refunded: the credit note names the invoice.
  const asked = await request.post(`/api/order/${orderId}/return`, {
    headers: { token: shopper.token },
    data: { reason: 'defective', details: 'The screen flickers', photos: [] },
  });
  expect(asked.status()).toBe(201);
  const returnId = ((await asked.json()) as { _id: string })._id;
  const admin = await tokenOf(request, ADMIN);
  for (const data of [{ status: 'accepted' }, { status: 'picked_up' }, { status: 'received', restock: false }]) {
    expect((await request.post(`/api/admin/returns/${returnId}/status`, { headers: { token: admin }, data })).status()).toBe(200);
  }
  const refunded = await request.post(`/api/admin/returns/${returnId}/refund`, { headers: { token: admin }, data: { note: 'Cash handed back' } });
  expect(refunded.status()).toBe(200);
  const amount = ((await refunded.json()) as { refund: { amount: number } }).refund.amount;
  const note = await issued(request, shopper.token, orderId, 'credit-note');

  await page.goto(`/auth/customer/my-orders/details/${orderId}`);
  await page.getByRole('link', { name: `Credit note (Mushak-6.7) ${note}` }).click();
  await expect(page.getByRole('heading', { name: 'Credit note' })).toBeVisible();
  await expect(page.getByTestId('tax-paper-original')).toContainText(number);
  await expect(page.getByTestId('tax-paper-total')).toHaveText(tk(amount));
});
