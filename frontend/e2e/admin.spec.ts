import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, sessionOf, signIn } from './support/api';
import { PNG } from './support/files';
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('an admin adds a brand and a product with a picture, edits it and finds it in the list and the storefront', async ({ page }) => {
  test.setTimeout(90_000);
  const brand = `Lava ${letters()}`;
  const title = `${brand} Blaze 5G (8/128GB)`;
  await signIn(page, ADMIN, '/admin/dashboard');

  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bar chart of sales in TK per day/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Doughnut chart of orders per status/ })).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-overview-1280.png', fullPage: true });

  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Categories' }).click();
  const addBrand = page.getByRole('form', { name: 'Add brand' });
  await addBrand.getByLabel('New brand name').fill(brand);
  await addBrand.getByRole('button', { name: 'Add brand' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${brand} added` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Rename ${brand}` })).toBeVisible();

  await adminNav.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await page.getByLabel('Title').fill(' ');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Not Acceptable').first()).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Brand').selectOption(brand);
  await page.getByLabel('Price (TK)').fill('18999.50');
  await page.getByLabel('Discount (%)').fill('5');
  await page.getByLabel('Stock').fill('12');
  await page.getByLabel('Description').fill('A bright 6.6 inch screen and a 5000 mAh battery.');
  await page.getByLabel('RAM (GB)').fill('8');
  await page.getByLabel('Storage (GB)').fill('128');
  await page.getByLabel('Battery (mAh)').fill('5000');
  await page.getByLabel('Display (inches)').fill('6.6');
  await page.getByLabel('Main camera (MP)').fill('50');
  await page.getByLabel('Processor').fill('Dimensity 6300');
  await page.getByLabel('Network').selectOption('5G');
  await page.getByLabel('Upload a picture').setInputFiles({ name: 'blaze.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Picture preview' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-product-form-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} added` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/products\/product-list/);

  await page.getByRole('searchbox', { name: 'Search products' }).fill(brand);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  const products = page.getByRole('table', { name: 'Products' });
  // The brand is new, so its phone is the only row (the unfiltered rows may still be shown a moment).
  await expect(products.locator('tbody tr')).toHaveCount(1);
  await expect(products.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-products-1280.png', fullPage: true });

  await products.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByLabel('Price (TK)')).toHaveValue('18999.50');
  await page.getByLabel('Price (TK)').fill('17999');
  await page.getByLabel('Discount (%)').fill('0');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} updated` })).toBeVisible();

  await page.goto(`/q?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId('product-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('product-price')).toHaveText('17,999.00 TK');
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The product page leads to everything this admin listed (`/products/{authorId}`).
  await card.getByRole('link').click();
  await page.getByRole('link', { name: 'More phones from this seller' }).click();
  await expect(page.getByRole('heading', { name: 'Phones from this seller' })).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: title })).toBeVisible();
});

test('an admin moves an order along and reads the server logs', async ({ page, request }) => {
  // A fresh order from the demo customer, so there is a pending one to move.
  const { token, _id: customerId } = await sessionOf(request, CUSTOMER);
  const listing = await (await request.get('/api/products?perPage=50&orderBy=createdAt')).json();
  const phone = (listing.products as { _id: string; stock: number }[]).find((p) => p.stock > 5);
  expect((await request.post('/api/add-cart', { headers: { token }, data: { product_id: phone?._id, quantity: 1 } })).status()).toBe(201);
  const addresses = await (await request.get(`/api/shipping-addresses/${customerId}`, { headers: { token } })).json();
  // Checkout takes the total the shopper was shown, delivery to that address included.
  const summary = await request.get(`/api/checkout/summary?address_id=${addresses[0]._id}`, { headers: { token } });
  const { total } = (await summary.json()) as { total: number };
  const placed = await request.post('/api/checkout', {
    headers: { token },
    data: {
      address_id: addresses[0]._id,
      payment_method: 'cash_on_delivery',
      idempotency_key: `admin-e2e-${Date.now()}`,
      expected_total: total,
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { orders: { _id: string }[] }).orders[0]?._id ?? '';
  expect(orderId).toMatch(/^[0-9a-f]{24}$/);
  const ref = `#${orderId.slice(-8)}`;

  await signIn(page, ADMIN, '/admin/dashboard/orders?status=pending');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const control = page.getByRole('combobox', { name: `Change status of order ${ref}` });
  await expect(control.locator('option')).toHaveText(['Move to…', 'confirmed', 'cancelled']);
  await control.selectOption('confirmed');
  await page.getByRole('button', { name: `Update order ${ref}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${ref} is now confirmed` })).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-orders-1280.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Server logs' }).click();
  await expect(page.getByRole('heading', { name: 'Server logs' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Server log' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Status').fill('201');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Rows of the unfiltered log may still be on screen: wait for the filtered ones.
  await expect.poll(async () => [...new Set(await log.locator('tbody tr td:nth-child(5)').allTextContents())]).toEqual(['201']);
  await expect(log.getByRole('cell', { name: /\/api\/checkout/ }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/admin-logs-390.png', fullPage: true });
});
