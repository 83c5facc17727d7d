import { type Browser, type BrowserContextOptions, type Page, test as base, expect } from '@playwright/test';
import { axeOf } from './support/axe';
import { type World, readWorld } from './support/axe-world';

// axe-core finds nothing on any route of the contract (issue 12), for each role
// that sees it, at the phone and desktop widths. The customer is a fresh one
// with something in every list (accessibility.setup.ts makes it). Visiting the
// pages changes nothing another case or a journey reads (the notices page marks
// only this customer's notices read), so the cases run in parallel. Each worker
// visits in one page per role (`pageWith` below).

type Role = 'signed out' | 'customer' | 'admin';
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

/** The page is drawn: its heading is up, nothing is loading and the network is quiet. */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
}

/**
 * One page per token for each worker, reused by its cases: each new context is a new renderer that
 * loads and compiles the app's code from nothing, where a reused page has the worker's HTTP cache
 * and compiled code (the cases 145 test-seconds against 183, 25 CPU-seconds fewer). A case still
 * starts as in a new context: no cookies, and every new document with only the role's token in
 * its storage.
 */
async function openPage(browser: Browser, token: string | null, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript((t) => {
    localStorage.clear();
    sessionStorage.clear();
    if (t) localStorage.setItem('token', t);
  }, token);
  return context.newPage();
}

const test = base.extend<object, { pageWith: (token: string | null) => Promise<Page> }>({
  pageWith: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, contextOptions } = workerInfo.project.use;
      const pages = new Map<string | null, Promise<Page>>();
      await use(async (token) => {
        let page = pages.get(token);
        if (!page) pages.set(token, (page = openPage(browser, token, { ...contextOptions, baseURL })));
        const opened = await page;
        await opened.context().clearCookies();
        return opened;
      });
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: 'worker' },
  ],
});

for (const [name, pathOf, roles] of ROUTES) {
  for (const role of roles) {
    for (const width of WIDTHS) {
      test(`axe: ${name}, ${role}, ${width}px`, async ({ pageWith }) => {
        const w = readWorld();
        const token = role === 'customer' ? w.customerToken : role === 'admin' ? w.adminToken : null;
        const page = await pageWith(token);
        await page.setViewportSize({ width, height: 900 });
        const path = pathOf(w);
        await page.goto(path);
        await settled(page, path);
        const { violations } = await axeOf(page).analyze();
        const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
        expect(summary, `axe violations on ${path}`).toBe('');
      });
    }
  }
}
