// Steps a journey needs from another actor (an admin, the catalog), done
// through the real API rather than the UI under test.
import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const CUSTOMER = { email: 'customer@phonebazar.com.bd', password: 'Customer#2026shop' };
export const ADMIN = { email: 'admin@phonebazar.com.bd', password: 'Admin#2026shop' };
/** An admin of the journeys' own (scripts/test makes it with `shop-server admin create`), who sets up two-step sign-in. */
export const SECOND_FACTOR_ADMIN = { email: 'second-factor@phonebazar.com.bd', password: 'SecondFactor#2026' };

export async function sessionOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/sign-in', { data: account });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { token: string; _id: string };
}

export async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  return (await sessionOf(request, account)).token;
}

/** Takes every line out of an account's cart, as its owner would. */
export async function emptyCart(request: APIRequestContext, account: { email: string; password: string }) {
  const { token, _id } = await sessionOf(request, account);
  const listed = await request.post('/api/cart-products', { headers: { token }, data: { customer_id: _id } });
  expect(listed.ok(), await listed.text()).toBe(true);
  const lines = (await listed.json()) as { _id: string }[];
  for (const line of lines) {
    const removed = await request.post('/api/remove-cart', { headers: { token }, data: { cart_id: line._id, customer_id: _id } });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

/** A new well-formed IMEI: 14 random digits and their Luhn check digit, worked out here. */
export function newImei(): string {
  const body = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10));
  const sum = body.reduce((total, digit, at) => {
    // From the right of the full 15 digits, every second one is doubled: here the odd positions of the 14.
    const doubled = at % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body.join('')}${(10 - (sum % 10)) % 10}`;
}

/** Moves an order along the lifecycle as an admin would, one step at a time; shipping names one IMEI per phone. */
export async function adminMovesOrder(request: APIRequestContext, orderId: string, statuses: string[]) {
  const token = await tokenOf(request, ADMIN);
  const order = await request.get(`/api/order/${orderId}`, { headers: { token } });
  const phones = ((await order.json()) as { quantity: number }).quantity;
  for (const status of statuses) {
    const handsets = status === 'shipped' ? Array.from({ length: phones }, () => [newImei()]) : undefined;
    const answer = await request.post(`/api/admin/orders/${orderId}/status`, { headers: { token }, data: { status, handsets } });
    expect(answer.status(), `order ${orderId} to ${status}`).toBe(200);
  }
}

/** A phone with plenty of stock, from the public listing. */
export async function phoneInStock(request: APIRequestContext, minimum = 10) {
  const answer = await request.get('/api/products?perPage=100&orderBy=createdAt');
  const { products } = (await answer.json()) as {
    products: { _id: string; title: string; slug: string; stock: number; final_price: number }[];
  };
  const product = products.find((p) => p.stock >= minimum);
  if (!product) throw new Error(`no phone with ${minimum} in stock`);
  return product;
}

export async function signIn(page: Page, account: { email: string; password: string }, callback = '/') {
  await page.goto(`/auth/login?callback=${encodeURIComponent(callback)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${callback.replace(/[/?]/g, '\\$&')}$`));
}

/** A unique new customer, so journeys do not share carts. */
export function newCustomer(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { firstName: 'Nusrat', lastName: 'Jahan', email: `${id}@example.com`, password: 'Nusrat#2026pass' };
}

/** An amount in the contract's TK format, worked out here (not by the app's core). */
export function tk(poisha: number): string {
  return `${Math.floor(poisha / 100).toLocaleString('en-IN')}.${String(poisha % 100).padStart(2, '0')} TK`;
}

/** The contract's TK format: Indian digit grouping, two decimals, then ` TK`. */
export const TK_PRICE = /^(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})\.\d{2} TK$/;

/** A card's price: a phone sold in variants shows it "from" its cheapest. */
export const CARD_PRICE = new RegExp(`^(?:from )?${TK_PRICE.source.slice(1)}`);

/** A few random letters, to tell this run's records from earlier ones. */
export const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A new phone at 30,000 TK (or `price`) without a discount, listed through the API with 9 in stock (below `phoneInStock`'s 10). */
export async function newPhone(request: APIRequestContext, title: string, brand = 'Samsung', price = '30000') {
  const token = await tokenOf(request, ADMIN);
  const answer = await request.post('/api/add-product', {
    headers: { token },
    data: {
      title,
      brand,
      price,
      discount: 0,
      stock: 9,
      description: 'A phone whose price moves.',
      specs: { ram_gb: 8, rom_gb: 256, battery_mah: 5000, display_inch: 6.6, camera_mp: 50, network: '5G', processor: 'Exynos 1380' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { _id: string; slug: string };
}
