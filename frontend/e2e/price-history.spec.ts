import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOf } from './support/axe';
import { ADMIN, letters, newPhone, signIn, tokenOf } from './support/api';

/** An admin's edit of the price (TK) and discount, as the product form sends it. */
async function adminSetsPrice(request: APIRequestContext, productId: string, price: number, discount: number) {
  const token = await tokenOf(request, ADMIN);
  const product = await (await request.get(`/api/product/${productId}`)).json();
  const form = {
    title: product.title,
    brand: product.brand,
    price: String(price),
    discount,
    stock: product.stock,
    description: product.description,
    specs: product.specs,
    version: product.version,
    stock_was: product.stock,
  };
  const answer = await request.put(`/api/product/${productId}`, { headers: { token }, data: form });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a price cut shows the 30-day low; a raise then a "discount" back to the old price is no discount', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Galaxy A36 5G ${letters()}`;
  const phone = await newPhone(request, title);
  const address = `/product/${encodeURIComponent(phone.slug)}/${phone._id}`;

  // The admin cuts the price by 10% in the product form.
  await signIn(page, ADMIN, '/admin/dashboard');
  await page.goto(`/admin/dashboard/products/add-product/${phone._id}`);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} updated` })).toBeVisible();

  await page.goto(address);
  const price = page.locator('.product-details__price');
  await expect(price.getByTestId('product-price')).toHaveText('27,000.00 TK');
  await expect(price.locator('s')).toHaveText('30,000.00 TK');
  await expect(price.getByText('-10%')).toBeVisible();
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByTestId('lowest-30-days')).toHaveText('Lowest price in the last 30 days: 27,000.00 TK');
  await expect(history.getByTestId('price-chart')).toBeVisible();
  await expect(history.locator('figcaption')).toHaveText('Price over the last 90 days, from 30,000.00 TK to 27,000.00 TK.');
  await history.getByText('Show the prices as a table').click();
  await expect(history.getByRole('table').getByRole('cell', { name: /TK$/ })).toHaveText(['30,000.00 TK', '27,000.00 TK']);
  const { violations } = await axeOf(page).include('.price-history').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'screenshots/price-history-1280.png', fullPage: true });

  // The price goes up to 40,000 TK, then "25% off" brings it back to 30,000 TK: not below the month's low.
  await adminSetsPrice(request, phone._id, 40000, 0);
  await adminSetsPrice(request, phone._id, 40000, 25);
  await page.goto(address);
  await expect(price.getByTestId('product-price')).toHaveText('30,000.00 TK');
  await expect(price.locator('s')).toHaveCount(0);
  await expect(page.getByText('-25%')).toHaveCount(0);
  await expect(history.getByTestId('lowest-30-days')).toHaveText('Lowest price in the last 30 days: 27,000.00 TK');

  // Nor does its card in the listing claim a discount.
  await page.goto(`/q?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId('product-card').filter({ hasText: title });
  await expect(card.getByTestId('product-price')).toHaveText('30,000.00 TK');
  await expect(card.locator('s')).toHaveCount(0);
  await expect(card.locator('.product-card__badge')).toHaveCount(0);
});
