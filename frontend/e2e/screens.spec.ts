import { type Page, expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './support/api';

// Every main screen at the contract's breakpoints: nothing wider than the window,
// a heading to land on, and screenshots at 390 and 1280 px to look at.
const WIDTHS = [390, 576, 768, 992, 1280];
const SHOT_WIDTHS = new Set([390, 1280]);

async function checkScreens(page: Page, screens: [string, string][]) {
  for (const [name, path] of screens) {
    await page.goto(path);
    // The screen asked for, not a redirect to login or the not-found page.
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Charts redraw for the new width a moment after the window changes.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: `${name} at ${width}px is wider than the window`,
        })
        .toBeLessThanOrEqual(0);
      if (SHOT_WIDTHS.has(width)) await page.screenshot({ path: `screenshots/screen-${name}-${width}.png`, fullPage: true });
    }
  }
}

test('public screens fit every breakpoint', async ({ page, request }) => {
  const { products } = await (await request.get('/api/products?perPage=1')).json();
  await checkScreens(page, [
    ['home', '/'],
    ['products', '/products'],
    ['search', '/q?search=galaxy'],
    ['product', `/product/${products[0].slug}/${products[0]._id}`],
    ['faqs', '/faqs'],
    ['about', '/about-me'],
    ['contact', '/contact-me'],
    ['login', '/auth/login'],
    ['signup', '/auth/signup'],
  ]);
});

test('customer screens fit every breakpoint', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, CUSTOMER, '/auth/customer');
  await checkScreens(page, [
    ['customer-dashboard', '/auth/customer'],
    ['account-info', '/auth/customer/account-info'],
    ['address-book', '/auth/customer/address-book'],
    ['my-orders', '/auth/customer/my-orders'],
    ['my-carts', '/auth/customer/my-carts'],
    ['my-wishlist', '/auth/customer/my-wishlist'],
    ['my-reviews', '/auth/customer/my-reviews'],
    ['cart', '/cart'],
    ['wishlist', '/wishlist'],
  ]);
});

test('admin screens fit every breakpoint', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ADMIN, '/admin/dashboard');
  await checkScreens(page, [
    ['admin-overview', '/admin/dashboard'],
    ['admin-products', '/admin/dashboard/products/product-list'],
    ['admin-categories', '/admin/dashboard/products/category'],
    ['admin-add-product', '/admin/dashboard/products/add-product/new'],
    ['admin-orders', '/admin/dashboard/orders'],
    ['admin-logs', '/admin/dashboard/products/server/logs'],
  ]);
});

test('the home page does not shift as its pictures load, and is usable by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.1);

  // The first Tab stops are the header's: logo, then on to the search box.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'PhoneBazar home' })).toBeFocused();
  await page.getByLabel('Search phones').focus();
  await page.keyboard.type('redmi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/q\?search=redmi/);
});
