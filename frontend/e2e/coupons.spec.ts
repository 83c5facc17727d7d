import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, letters, signIn, tk, tokenOf } from './support/api';
import { taka } from './support/bangla';
import { shopperWithCart } from './support/payments';

/** The shopper's summary with `coupon`, priced for `addressId`, as the server answers it. */
async function pricedWith(request: APIRequestContext, token: string, addressId: string, coupon: string) {
  const answer = await request.get(`/api/checkout/summary?address_id=${addressId}&coupon=${coupon}`, { headers: { token } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { subtotal: number; total: number; coupon: { goods_off: number } };
}

async function removeCoupons(request: APIRequestContext, codes: string[]) {
  const token = await tokenOf(request, ADMIN);
  const all = (await (await request.get('/api/admin/coupons', { headers: { token } })).json()) as { _id: string; code: string }[];
  for (const coupon of all.filter((c) => codes.includes(c.code))) {
    expect((await request.delete(`/api/admin/coupons/${coupon._id}`, { headers: { token } })).status()).toBe(200);
  }
}

test('an admin makes a coupon and a shopper takes it off the order, shown on the order and the invoice', async ({ page, request }) => {
  test.setTimeout(90_000);
  const code = `EID-${letters().toUpperCase()}`;
  try {
    await signIn(page, ADMIN, '/admin/dashboard');
    await page.getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Kind').selectOption('percent');
    await page.getByLabel('Value').fill('10');
    await page.getByLabel('Cap (TK)').fill('1000');
    await page.getByLabel('Starts').fill('2020-01-01');
    await page.getByLabel('Ends').fill('2099-12-31');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();

    const { token, addressId } = await shopperWithCart(request, 'coupon');
    // The shopper signs in on this browser in the admin's place.
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/order/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByLabel('Cash on delivery').check();
    // A code that does not exist is named beside the field; nothing changes.
    await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This code is not a coupon you can use now' })).toBeVisible();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
    const priced = await pricedWith(request, token, addressId, code);
    expect(priced.coupon.goods_off).toBeGreaterThan(0);
    await expect(page.getByTestId('coupon-off')).toHaveText(`−${tk(priced.coupon.goods_off)}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(tk(priced.total));
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
    await expect(page.getByTestId('order-coupon')).toHaveText(`−${tk(priced.coupon.goods_off)}`);
    await expect(page.getByTestId('checkout-total')).toContainText(tk(priced.total));
    await page.getByRole('link', { name: 'Voucher' }).click();
    await expect(page.getByTestId('charges-coupon')).toHaveText(`−${tk(priced.coupon.goods_off)}`);
    await expect(page.getByTestId('charges-total')).toHaveText(tk(priced.total));
  } finally {
    await removeCoupons(request, [code]);
  }
});

test('in Bangla a shopper is told why a code is refused and pays the couponed total', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [expired, good] = [`OLD-${letters().toUpperCase()}`, `BOISHAKH-${letters().toUpperCase()}`];
  const admin = await tokenOf(request, ADMIN);
  const terms = {
    kind: 'amount',
    value: 50_000,
    cap: null,
    minOrder: null,
    freeDelivery: false,
    totalUses: null,
    usesPerCustomer: 1,
    brands: [],
    products: [],
  };
  for (const [code, endsAt] of [
    [expired, '2021-01-01T00:00:00+06:00'],
    [good, '2099-01-01T00:00:00+06:00'],
  ]) {
    const made = await request.post('/api/admin/coupons', {
      headers: { token: admin },
      data: { ...terms, code, startsAt: '2020-01-01T00:00:00+06:00', endsAt },
    });
    expect(made.status()).toBe(201);
  }
  try {
    const { token, addressId } = await shopperWithCart(request, 'couponbn');
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/order/checkout');
    await page.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('heading', { name: 'চেকআউট' })).toBeVisible();
    await page.locator('input[value="cash_on_delivery"]').check();
    await page.getByLabel('কুপন কোড').fill(expired);
    await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    // An expired code is refused in the same words as one that never existed.
    await expect(page.getByRole('alert').filter({ hasText: 'এই কোডটি এখন ব্যবহারযোগ্য কোনো কুপন নয়' })).toBeVisible();
    await page.getByLabel('কুপন কোড').fill(good);
    await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText(`কুপন ${good} প্রয়োগ করা হয়েছে`)).toBeVisible();
    const priced = await pricedWith(request, token, addressId, good);
    await expect(page.getByTestId('coupon-off')).toHaveText(`−${taka(50_000)}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(taka(priced.total));
    await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
    await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
    await expect(page.getByTestId('order-coupon')).toHaveText(`−${taka(50_000)}`);
    await expect(page.getByTestId('checkout-total')).toContainText(taka(priced.total));
  } finally {
    await removeCoupons(request, [expired, good]);
  }
});
