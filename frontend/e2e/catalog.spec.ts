import { expect, test } from '@playwright/test';
import { letters, newPhone } from './support/api';

test('a visitor browses, filters, searches with a typo, opens a product and is asked to log in to buy', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await page.getByRole('link', { name: 'All phones', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();

  await page
    .getByRole('checkbox', { name: /^Samsung/ })
    .first()
    .check();
  await expect(page).toHaveURL(/brands=Samsung/);
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.product-card__brand').filter({ hasNotText: /^samsung$/i })).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/product-list-1280.png' });

  await page.getByLabel('Search phones').fill('samsng galxy');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/q\?search=samsng(%20|\+)galxy/);
  // The address changes before the results are drawn: the brand's cards may still be on screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “samsng galxy”');
  await expect(cards.first()).toBeVisible();
  // Both words match, each within a typo: Samsung phones with Galaxy in their titles (other
  // journeys make some of their own).
  for (const card of await cards.all()) {
    await expect(card.locator('.product-card__brand')).toHaveText(/^samsung$/i);
    await expect(card.locator('.product-card__title')).toContainText(/galaxy/i);
  }

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Samsung Galaxy');
  await page.screenshot({ path: 'screenshots/product-details-1280.png' });
  await page.getByRole('button', { name: /Add to Cart/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please Login To add Cart in Products' })).toBeVisible();
  await page.getByRole('button', { name: /Add to Wishlist/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please Login To add wishlist in Products' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a product address with the title encoded, slash and all, opens the product and settles on its own address', async ({ page, request }) => {
  // A phone of its own, with a slash in its title.
  const title = `Galaxy ${letters()} (8/128GB)`;
  const phone = { ...(await newPhone(request, title)), title };

  // "Galaxy A55 (8/128GB)" as a link would carry it: /product/Galaxy%20A55%20(8%2F128GB)/<id>
  await page.goto(`/product/${encodeURIComponent(phone.title)}/${phone._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(phone.title);
  await expect(page).toHaveURL(new RegExp(`/product/${phone.slug}/${phone._id}$`));
});
