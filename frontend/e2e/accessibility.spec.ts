import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ADMIN, adminMovesOrder, phoneInStock, sessionOf } from './support/api';
import { placeByApi, shopperWithCart } from './support/payments';

// axe-core finds nothing on any route of the contract (issue 12), for each role
// that sees it, at the phone and desktop widths. The customer is a fresh one
// with something in every list: a cart line, a wishlist line, a delivered and
// reviewed order, and a bKash checkout waiting for payment.

type Role = 'signed out' | 'customer' | 'admin';
type World = {
  customerToken: string;
  adminToken: string;
  product: string;
  orderId: string;
  paidBy: string;
  awaiting: string;
  productId: string;
  compare: string;
};

const PUBLIC: Role[] = ['signed out', 'customer'];
const ROUTES: [name: string, path: (w: World) => string, roles: Role[]][] = [
  ['home', () => '/', PUBLIC],
  ['product list', () => '/products', PUBLIC],
  ['search', () => '/q?search=galaxy', PUBLIC],
  ['product', (w) => w.product, PUBLIC],
  ['compare', (w) => w.compare, PUBLIC],
  ['faqs', () => '/faqs', PUBLIC],
  ['about', () => '/about-me', PUBLIC],
  ['contact', () => '/contact-me', PUBLIC],
  ['not found', () => '/no-such-page', PUBLIC],
  ['login', () => '/auth/login', ['signed out']],
  ['signup', () => '/auth/signup', ['signed out']],
  ['dashboard', () => '/auth/customer', ['customer']],
  ['account info', () => '/auth/customer/account-info', ['customer']],
  ['address book', () => '/auth/customer/address-book', ['customer']],
  ['my orders', () => '/auth/customer/my-orders', ['customer']],
  ['order details', (w) => `/auth/customer/my-orders/details/${w.orderId}`, ['customer']],
  ['invoice', (w) => `/auth/customer/my-orders/invoice/${w.paidBy}`, ['customer']],
  ['my carts', () => '/auth/customer/my-carts', ['customer']],
  ['my wishlist', () => '/auth/customer/my-wishlist', ['customer']],
  ['my reviews', () => '/auth/customer/my-reviews', ['customer']],
  ['notices', () => '/auth/customer/notices', ['customer']],
  ['cart', () => '/cart', ['customer']],
  ['wishlist', () => '/wishlist', ['customer']],
  ['checkout', () => '/order/checkout', ['customer']],
  ['payment awaited', (w) => `/order/payment/${w.awaiting}`, ['customer']],
  ['payment by cash', (w) => `/order/payment/${w.paidBy}`, ['customer']],
  ['admin overview', () => '/admin/dashboard', ['admin']],
  ['admin products', () => '/admin/dashboard/products/product-list', ['admin']],
  ['admin categories', () => '/admin/dashboard/products/category', ['admin']],
  ['admin new product', () => '/admin/dashboard/products/add-product/new', ['admin']],
  ['admin edit product', (w) => `/admin/dashboard/products/add-product/${w.productId}`, ['admin']],
  ['admin logs', () => '/admin/dashboard/products/server/logs', ['admin']],
  ['admin orders', () => '/admin/dashboard/orders', ['admin']],
  ['admin questions', () => '/admin/dashboard/questions', ['admin']],
];
const WIDTHS = [390, 1280];

/** Built once per worker by the first case that needs it. */
let world: Promise<World> | undefined;
async function buildWorld(request: APIRequestContext): Promise<World> {
  const { token, phone, addressId } = await shopperWithCart(request, 'axe');
  const headers = { token };
  const awaiting = (await placeByApi(request, token, addressId, 'bkash')).checkoutId;
  const toCart = async () =>
    expect((await request.post('/api/add-cart', { headers, data: { product_id: phone._id, quantity: 1 } })).status()).toBe(201);
  await toCart();
  const { checkoutId: paidBy, orderId } = await placeByApi(request, token, addressId, 'cash_on_delivery');
  await adminMovesOrder(request, orderId, ['confirmed', 'shipped', 'delivered']);
  const review = { product_id: phone._id, rating: 4, title: 'Bright screen', text: 'Reads well in the sun.' };
  expect((await request.post('/api/reviews', { headers, data: review })).status()).toBe(201);
  await toCart();
  const other = await phoneInStock(request, 20);
  expect((await request.post('/api/add-wishlist', { headers, data: { product_id: other._id } })).status()).toBe(201);
  return {
    customerToken: token,
    adminToken: (await sessionOf(request, ADMIN)).token,
    product: `/product/${encodeURIComponent(phone.slug)}/${phone._id}`,
    orderId,
    paidBy,
    awaiting,
    productId: phone._id,
    compare: `/compare?ids=${phone._id},${other._id}`,
  };
}

/** The page is drawn: its heading is up, nothing is loading and the network is quiet. */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
}

for (const [name, pathOf, roles] of ROUTES) {
  for (const role of roles) {
    for (const width of WIDTHS) {
      test(`axe: ${name}, ${role}, ${width}px`, async ({ page, request }) => {
        const w = await (world ??= buildWorld(request));
        const token = role === 'customer' ? w.customerToken : role === 'admin' ? w.adminToken : null;
        if (token) await page.addInitScript((t) => localStorage.setItem('token', t), token);
        await page.setViewportSize({ width, height: 900 });
        const path = pathOf(w);
        await page.goto(path);
        await settled(page, path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
          .join('\n');
        expect(summary, `axe violations on ${path}`).toBe('');
      });
    }
  }
}
