import { expect, test } from '@playwright/test';
import { ADMIN, letters, newPhone, signIn } from './support/api';

test('a shopper in Bangla types স্যামসাং and picks a Galaxy from the suggestions', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  const box = page.locator('#site-search');
  await box.click();
  await box.pressSequentially('স্যামসাং', { delay: 20 });
  // A combobox of its list: brands first (Samsung, with its count in Bengali digits), then phones.
  const list = page.getByRole('listbox', { name: 'পরামর্শ' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option').first()).toContainText(/Samsung\s*[০-৯]+টি ফোন/);
  const galaxy = list.getByRole('option', { name: /Galaxy/ }).first();
  await expect(galaxy).toContainText('থেকে');
  const title = ((await galaxy.locator('.search-suggestions__title').textContent()) ?? '').trim();
  await galaxy.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('s24u opens the Galaxy S24 Ultra from the keyboard; Escape closes the list', async ({ page, request }) => {
  // The journeys' catalog is 60 demo phones: the S24 Ultra is listed here, as a shop would.
  await newPhone(request, 'Galaxy S24 Ultra', 'Samsung', '145000');
  await page.goto('/');
  const box = page.locator('#site-search');
  await box.click();
  await box.pressSequentially('s24u', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toContainText('S24 Ultra');

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Backspace');
  await box.press('u');
  await expect(list).toBeVisible();
  // The first phone option (after any brand the words name), chosen with the arrows.
  const options = list.getByRole('option');
  const first = (await options.allTextContents()).findIndex((text) => text.includes('S24 Ultra'));
  for (let step = 0; step <= first; step += 1) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', `site-search-option-${first}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('S24 Ultra');
});

test('a search that finds nothing offers the near one that does, and popular phones', async ({ page, request }) => {
  await newPhone(request, 'Tecno Spark 30 Pro', 'Tecno', '16000');
  await page.goto('/q?search=tekmo%20spark');
  const nothing = page.getByTestId('nothing-found');
  await expect(nothing).toContainText('No phones match “tekmo spark”');
  await expect(nothing.getByTestId('product-card').first()).toBeVisible();
  await nothing.getByRole('link', { name: 'tecno spark' }).click();
  await expect(page).toHaveURL(/search=tecno(%20|\+)spark/);
  await expect(page.getByTestId('product-card').filter({ hasText: 'Tecno Spark 30 Pro' }).first()).toBeVisible();
});

test('an admin adds an alias from the queries that found nothing, and the next search finds the phone', async ({ page, request }) => {
  const word = `zorba${letters()}`;
  const name = `Galaxy Zorbatest ${letters()}`;
  await newPhone(request, name, 'Samsung', '52000');
  const lost = await request.get(`/api/products?search=${word}`);
  expect(((await lost.json()) as { totalProducts: number }).totalProducts).toBe(0);

  await signIn(page, ADMIN, '/admin/dashboard/search');
  const nothing = page.getByRole('table', { name: 'Found nothing' });
  const row = nothing.getByRole('row', { name: new RegExp(word) });
  await expect(row).toBeVisible();
  await row.getByLabel(`Phone that “${word}” should find`).fill(name);
  await row.getByRole('button', { name: 'Find' }).click();
  await row.getByRole('button', { name: `Add “${word}” to ${name}` }).click();
  await expect(row).toContainText(`Now finds ${name}`);

  await page.goto(`/q?search=${word}`);
  await expect(page.getByTestId('product-card').first()).toContainText(name);
});
