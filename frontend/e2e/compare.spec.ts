import { type Page, expect, test } from '@playwright/test';
import { CUSTOMER, letters, newPhone, sessionOf } from './support/api';

// Compare phones (issue 13): three phones picked from cards and a product
// page, kept across a reload, compared with differences only, one removed,
// and the address opened signed out in a new browser shows the same phones.

const phoneHeaders = (page: Page) => page.locator('thead .compare-table__phone a');
const bodyRows = (page: Page) => page.locator('.compare-table tbody tr[data-row]');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a customer compares three phones and shares the comparison', async ({ page, request, browser }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { token } = await sessionOf(request, CUSTOMER);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Three phones of its own, the newest in the listing, priced apart so the price row has a best.
  const tag = letters();
  for (const [name, price] of [
    ['Alpha', '31000'],
    ['Beta', '29000'],
    ['Gamma', '30500'],
  ] as const) {
    await newPhone(request, `Compare ${name} ${tag}`, 'Samsung', price);
  }

  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(3)).toBeVisible();
  const titles = await page.locator('.product-card__title').allTextContents();
  for (const title of titles.slice(0, 2)) {
    const button = page.getByRole('button', { name: `Compare ${title}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  await expect(tray.getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/compare-tray-1280.png' });

  // The third from its own page: the variant shown there, named by its label.
  await cards.nth(2).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[2]!);
  const third = page.getByRole('button', { name: new RegExp(`^Compare ${escaped(titles[2]!)}( · .+)?$`) });
  await third.click();
  await expect(tray.getByRole('listitem')).toHaveCount(3);

  // The tray survives a reload.
  await page.reload();
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await expect(third).toHaveAttribute('aria-pressed', 'true');

  await tray.getByRole('link', { name: 'Compare 3/4' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f]{24},[0-9a-f]{24},[0-9a-f]{24}(~[0-9a-f]{24})?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare phones' })).toBeVisible();
  await expect(phoneHeaders(page)).toHaveText(titles.slice(0, 3));
  const allRows = await bodyRows(page).count();
  expect(allRows).toBe(10);
  await expect(page.locator('tr[data-row="price"] .compare-table__badge')).not.toHaveCount(0);
  await page.screenshot({ path: 'test-results/compare-1280.png', fullPage: true });

  // Differences only: every row left has values that are not all the same.
  const differences = page.getByRole('switch', { name: 'Show differences only' });
  await differences.check();
  await expect(differences).toBeChecked();
  const shown = await bodyRows(page).count();
  expect(shown).toBeLessThanOrEqual(allRows);
  for (let index = 0; index < shown; index += 1) {
    const cells = await bodyRows(page).nth(index).locator('td').allTextContents();
    expect(new Set(cells.map((cell) => cell.replace(/Best$/, ''))).size, `row ${index}`).toBeGreaterThan(1);
  }
  await differences.uncheck();
  await expect(bodyRows(page)).toHaveCount(allRows);

  await page.getByRole('button', { name: `Remove ${titles[1]} from comparison` }).click();
  await expect(phoneHeaders(page)).toHaveText([titles[0]!, titles[2]!]);
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f]{24},[0-9a-f]{24}(~[0-9a-f]{24})?$/);
  const shared = page.url();

  // Signed out, in a browser that never saw the tray: the same phones.
  const stranger = await browser.newContext({ baseURL: new URL(shared).origin });
  const other = await stranger.newPage();
  await other.goto(shared);
  await expect(phoneHeaders(other)).toHaveText([titles[0]!, titles[2]!]);
  await expect(other.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // An address naming a phone the shop does not have drops it with a notice, having asked for it
  // once: asked again while the address still named it, a second answer counted it twice.
  const gone = 'ffffffffffffffffffffffff';
  const askedForGone: string[] = [];
  other.on('request', (asked) => {
    if (asked.url().includes(`/api/product/${gone}`)) askedForGone.push(asked.url());
  });
  await other.goto(`${shared},${gone}`);
  await expect(other.getByRole('status').filter({ hasText: 'One phone is no longer in the shop' })).toBeVisible();
  await expect(phoneHeaders(other)).toHaveText([titles[0]!, titles[2]!]);
  await expect(other).toHaveURL(shared);
  expect(askedForGone).toHaveLength(1);
  await stranger.close();
  expect(errors).toEqual([]);
});

test('the comparison fits a phone: the table scrolls sideways under the row names', async ({ page, request }) => {
  // Four phones of its own, so what other journeys made does not change the table.
  const tag = letters();
  const products = [];
  for (const name of ['One', 'Two', 'Three', 'Four']) products.push(await newPhone(request, `Narrow ${name} ${tag}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/compare?ids=${products.map((p) => p._id).join(',')}`);
  await expect(phoneHeaders(page)).toHaveCount(4);
  const region = page.getByRole('region', { name: 'Specifications of the compared phones' });
  const name = page.getByRole('rowheader', { name: 'Battery' });
  const before = await name.boundingBox();
  await page.screenshot({ path: 'test-results/compare-390.png', fullPage: true });

  // A keyboard reaches the region and scrolls it; the row names stay put.
  await region.focus();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await name.boundingBox())?.x).toBe(before?.x);
  await page.screenshot({ path: 'test-results/compare-390-scrolled.png' });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
