import { type Page, expect, test } from '@playwright/test';

/** Every request the page makes to `path` (its own API answer or the core's module). */
function requestsTo(page: Page, matches: (url: URL) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (matches(url)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

// The page's head names the answer its app asks for first (and the core's module), so the browser
// fetches them while the code downloads; were the address not the app's own, the answer would be fetched twice.
for (const address of ['/products?ram=8,12&battery=5000-6000&minPrice=%2015000&orderBy=price&orderDirection=asc', '/q?search=samsung%20galaxy', '/']) {
  test(`${address} fetches its first answer once, started from the page's head`, async ({ page }) => {
    const answers = requestsTo(page, (url) => url.pathname === '/api/products' || url.pathname === '/api/home');
    const modules = requestsTo(page, (url) => url.pathname.endsWith('.wasm'));
    const response = await page.goto(address);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="\/api\/(products\?|home)/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Long enough for a second fetch, had the app not taken the preloaded answer.
    await page.waitForTimeout(500);
    expect(answers).toHaveLength(1);
    if (address !== '/') {
      expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/assets\/[^"]+\.wasm"/);
      expect(modules).toHaveLength(1);
    }
  });
}

test('a compare address fetches each of its phones once, started from the page head', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/products?perPage=2')).json()) as { products: { _id: string; title: string }[] };
  const [a, b] = products;
  if (!a || !b) throw new Error('the demo catalog has two phones');
  const phones = requestsTo(page, (url) => url.pathname.startsWith('/api/product/'));
  const response = await page.goto(`/compare?ids=${a._id},${b._id}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/product/${a._id}" />`);
  await expect(page.getByRole('link', { name: a.title, exact: true }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(phones.sort()).toEqual([`/api/product/${a._id}`, `/api/product/${b._id}`].sort());
});
