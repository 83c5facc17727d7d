import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, newCustomer, sessionOf, tk, tokenOf } from './support/api';
import { PNG } from './support/files';

interface Variant {
  _id: string;
  sku: string;
  values: string[];
  label: string;
  price: number;
  discount: number;
  final_price: number;
  stock: number;
  rom_gb?: number | null;
}
interface Phone {
  _id: string;
  slug: string;
  title: string;
  version: number;
  options: { axis: string; values: { name: string; swatch?: string | null; warranty?: string | null }[] }[];
  variants: Variant[];
  variant_id: string;
}

const phoneOf = async (request: APIRequestContext, id: string): Promise<Phone> => (await request.get(`/api/product/${id}`)).json();

/** A demo phone with two storage sizes or more, a sold-out variant, and a variant in stock of another storage than its default. */
async function phoneWithChoices(
  request: APIRequestContext,
  otherOf: (phone: Phone, opened: Variant) => Variant | undefined = (phone, opened) =>
    phone.variants.find((v) => v.stock > 1 && v.values[0] !== opened.values[0]),
) {
  const listing = (await (await request.get('/api/products?perPage=60&orderBy=title&orderDirection=asc')).json()) as {
    products: { _id: string }[];
  };
  for (const { _id } of listing.products) {
    const phone = await phoneOf(request, _id);
    const opened = phone.variants.find((v) => v._id === phone.variant_id);
    const soldOut = phone.variants.find((v) => v.stock === 0);
    const other = opened && otherOf(phone, opened);
    if (opened && soldOut && other && phone.options[0]?.axis === 'storage') return { phone, opened, soldOut, other };
  }
  throw new Error('no demo phone with storage choices and a sold-out variant');
}

test('a shopper picks a storage and a colour, meets a sold-out variant, and buys the variant chosen', async ({ page, request }) => {
  const { phone, opened, soldOut, other } = await phoneWithChoices(request);
  const shopper = newCustomer('variants');
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  const { token } = await sessionOf(request, { email: shopper.email, password: shopper.password });
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  const address = `/product/${encodeURIComponent(phone.slug)}/${phone._id}`;
  await page.goto(address);
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(tk(opened.final_price));

  // Another storage: the price and the address follow, and Back comes back.
  await page.getByRole('button', { name: other.values[0], exact: true }).click();
  await expect(page).toHaveURL(/[?&]variant=[0-9a-f]{24}/);
  const landed = page.url();
  const chosen = phone.variants.find((v) => v._id === new URL(landed).searchParams.get('variant'));
  expect(chosen?.values[0]).toBe(other.values[0]);
  await expect(price).toHaveText(tk(chosen!.final_price));
  await page.goBack();
  await expect(price).toHaveText(tk(opened.final_price));

  // The sold-out variant, by its own address: it can be asked for, not bought.
  await page.goto(`${address}?variant=${soldOut._id}`);
  await expect(page.getByText('Out of stock', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll tell you when it's back" })).toBeVisible();

  // The variant chosen goes to the cart with its label, and only its stock drops at checkout.
  await page.goto(`${address}?variant=${other._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText(other.label)).toBeVisible();
  const saved = await request.post('/api/shipping-addresses', {
    headers: { token },
    data: {
      first_name: 'Nusrat',
      last_name: 'Jahan',
      phone: '01712345678',
      address: 'House 9, Road 4',
      area: 'Dhanmondi',
      city: 'Dhaka',
      zip_code: '1205',
      is_default: true,
    },
  });
  const addressId = ((await saved.json()) as { _id: string })._id;
  const summary = (await (await request.get(`/api/checkout/summary?address_id=${addressId}`, { headers: { token } })).json()) as { total: number };
  const placed = await request.post('/api/checkout', {
    headers: { token },
    data: { address_id: addressId, payment_method: 'cash_on_delivery', idempotency_key: `variants-${Date.now()}`, expected_total: summary.total },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // The page reads the shop's catalog view, which follows the database within a second or so.
  const stockOf = async (id: string) => (await phoneOf(request, phone._id)).variants.find((v) => v._id === id)?.stock;
  await expect.poll(() => stockOf(other._id)).toBe(other.stock - 1);
  expect(await stockOf(opened._id)).toBe(opened.stock);
  await page.goto('/auth/customer/my-orders');
  await expect(page.getByText(other.label).first()).toBeVisible();
});

test('an admin adds a colour to a phone in its variant grid and its page offers it; the listing shows the phone once', async ({ page, request }) => {
  const { phone } = await phoneWithChoices(request);
  const token = await tokenOf(request, ADMIN);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`/admin/dashboard/products/add-product/${phone._id}`);
  const grid = page.getByRole('form', { name: 'Variants' });
  await expect(grid).toBeVisible();
  // The product form leaves a phone's price and stock to its variants, and says so where they were.
  await expect(page.getByText('Price, discount and stock are set for each variant in the Variants grid below.')).toBeVisible();
  for (const field of ['Price (TK)', 'Discount (%)', 'Stock']) await expect(page.getByLabel(field, { exact: true })).toHaveCount(0);

  // The grid's stock column is in its card or a scroll of the card away, with the option values
  // pinned at the card's left; the page itself never scrolls sideways.
  const rows = grid.locator('.variant-grid__rows');
  const stockHeader = grid.getByRole('columnheader', { name: 'Stock', exact: true });
  const firstHeader = grid.getByRole('columnheader').first();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await stockHeader.scrollIntoViewIfNeeded();
    const [card, stock, first] = await Promise.all([rows.boundingBox(), stockHeader.boundingBox(), firstHeader.boundingBox()]);
    expect(stock!.x, `${width}px`).toBeGreaterThanOrEqual(first!.x + first!.width - 1);
    expect(stock!.x + stock!.width, `${width}px`).toBeLessThanOrEqual(card!.x + card!.width + 1);
    expect(Math.abs(first!.x - card!.x), `${width}px: the first option stays pinned`).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const colour = `Aurora ${Date.now().toString(36)}`;
  const colours = phone.options.findIndex((o) => o.axis === 'colour');
  const count = phone.options[colours]!.values.length;
  await grid.getByRole('button', { name: 'Add a value of Colour' }).click();
  await grid.getByLabel(`Colour value ${count + 1}`).fill(colour);
  // Its picture is uploaded when chosen and given to its variants on save.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.request().method() === 'POST');
  await grid.getByLabel(`Upload a picture of ${colour}`).setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: PNG });
  const picture = ((await (await uploaded).json()) as { url: string }).url;
  await expect(grid.getByRole('img', { name: `Picture of ${colour}` })).toHaveAttribute('src', picture);
  await grid.getByRole('button', { name: 'Add a variant' }).click();
  const n = phone.variants.length + 1;
  await grid.getByLabel(`Colour of variant ${n}`).selectOption(colour);
  // A SKU another variant has is refused in its cell, and nothing is saved.
  await grid.getByLabel(`SKU of variant ${n}`).fill(phone.variants[0]!.sku);
  await grid.getByLabel(`Price (TK) of variant ${n}`).fill('25999');
  await grid.getByLabel(`Stock of variant ${n}`).fill('3');
  await grid.getByRole('button', { name: 'Save variants' }).click();
  await expect(grid.getByLabel(`SKU of variant ${n}`)).toHaveAttribute('aria-invalid', 'true');
  await grid.getByLabel(`SKU of variant ${n}`).fill(`${phone.variants[0]!.sku}-${Date.now().toString(36)}`);
  await grid.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The variants of ${phone.title} are saved` })).toBeVisible();
  // Loaded again on the saved version: the new variant is a row of its own.
  await expect(grid.getByLabel(`SKU of variant ${n}`)).not.toHaveAttribute('aria-invalid', 'true');
  await grid.screenshot({ path: 'screenshots/admin-variant-grid-1280.png' });

  await page.goto(`/product/${encodeURIComponent(phone.slug)}/${phone._id}`);
  await page.getByRole('button', { name: colour, exact: true }).click();
  await expect(page.locator('.product-details__final')).toHaveText(tk(2_599_900));
  // The gallery follows the colour to its own picture.
  await expect(page.getByRole('img', { name: phone.title, exact: true }).first()).toHaveAttribute('src', new RegExp(`^${picture}`));

  const listing = (await (await request.get(`/api/products?perPage=100&search=${encodeURIComponent(phone.title)}`)).json()) as { products: { _id: string }[] };
  expect(listing.products.filter((p) => p._id === phone._id)).toHaveLength(1);
});

test('the listing shows a phone once from its cheapest, and a storage filter shows the variant it matches', async ({ page, request }) => {
  const { phone, opened, other } = await phoneWithChoices(request, (p, opened) => p.variants.find((v) => v.stock > 0 && v.rom_gb !== opened.rom_gb));
  const search = `/q?search=${encodeURIComponent(phone.title)}`;
  await page.goto(search);
  // Cards by their link: the demo catalog may hold two phones of one title.
  const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href*="${phone._id}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('product-price')).toHaveText(`from ${tk(opened.final_price)}`);
  // Every demo phone comes in two or three colours.
  const colours = phone.options.find((o) => o.axis === 'colour')!.values.map((v) => v.name);
  await expect(card.getByRole('img', { name: `Colours: ${colours.join(', ')}` })).toBeVisible();

  // Filtering on the other variant's storage shows the phone at the first variant with it.
  const rom = other.rom_gb!;
  const withRom = phone.variants.filter((v) => v.rom_gb === rom);
  const shown = [...withRom].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.final_price - b.final_price)[0]!;
  await page.goto(`${search}&rom=${rom}`);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('product-price')).toHaveText(tk(shown.final_price));
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${phone._id}\\?variant=${shown._id}$`));
  await expect(page.locator('.product-details__final')).toHaveText(tk(shown.final_price));
});

for (const language of ['en', 'bn'] as const) {
  for (const width of [390, 1280]) {
    test(`the phone page with its picker, ${language}, ${width}px`, async ({ page, request }) => {
      const { phone } = await phoneWithChoices(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      if (language === 'bn') await page.getByTestId('language-switch').selectOption('bn');
      await page.goto(`/product/${encodeURIComponent(phone.slug)}/${phone._id}`);
      await expect(page.locator('.variant-picker')).toBeVisible();
      await expect(page.locator('.variant-picker fieldset')).toHaveCount(phone.options.length);
      await page.screenshot({ path: `screenshots/phone-variants-${language}-${width}.png`, fullPage: true });
    });
  }
}
