import { expect, test } from '@playwright/test';
import { CARD_PRICE } from './support/api';

for (const width of [390, 1280]) {
  test(`home page shows its five sections of product cards with TK prices at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    for (const section of ['Latest phones', 'Shoppers’ favourites', 'Best sellers', 'Biggest discounts', 'Top rated']) {
      const region = page.getByRole('region', { name: section });
      await expect(region.getByTestId('product-card')).toHaveCount(10);
    }

    const prices = await page.getByTestId('product-price').allTextContents();
    expect(prices.length).toBe(50);
    for (const price of prices) expect(price).toMatch(CARD_PRICE);

    const firstImage = cards.first().locator('img');
    await expect(firstImage).toHaveAttribute('alt', /.+/);
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.screenshot({ path: `screenshots/home-${width}.png`, fullPage: false });
    expect(errors).toEqual([]);
  });
}

test('an address the app has no page for shows its "page not found", answered 404', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the offers ticker is read once: its looping copy is hidden from screen readers', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Offers' });
  await expect(banner).toBeVisible();
  const read = await banner.ariaSnapshot();
  expect(read.match(/Eid offer/g), read).toHaveLength(1);
});

test('the home page draws its first shelf on its own, then the four below it', async ({ page }) => {
  // Counts the shelves in the page when the first one is put in: the rest
  // follow after a paint, so the largest picture does not wait for them.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const shelves = document.querySelectorAll('section.home-section').length;
      if (shelves === 0) return;
      Object.assign(window, { shelvesDrawnFirst: shelves });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Top rated' }).getByTestId('product-card')).toHaveCount(10);
  expect(await page.evaluate(() => (window as unknown as { shelvesDrawnFirst?: number }).shelvesDrawnFirst)).toBe(1);
  await expect(page.locator('section.home-section')).toHaveCount(5);
});
