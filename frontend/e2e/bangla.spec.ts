import { type Page, expect, test } from '@playwright/test';
import { phoneInStock } from './support/api';
import { shopperWithCart } from './support/payments';
import { BANGLA_MONEY, taka } from './support/bangla';

/** A card's price: a phone sold in variants shows it "from" (থেকে) its cheapest. */
const BANGLA_CARD_PRICE = new RegExp(BANGLA_MONEY.source.replaceAll('টাকা$', 'টাকা(?: থেকে)?$'));

async function expectBangla(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByTestId('language-switch')).toHaveValue('bn');
  await expect(page.getByRole('link', { name: 'সব ফোন', exact: true })).toBeVisible();
}

test('a shopper switches to Bangla and sees Bengali digits in prices, the cart subtotal and the order totals; the choice stays', async ({
  page,
  request,
  browser,
}) => {
  const { shopper, token, addressId } = await shopperWithCart(request, 'bangla');
  const phone = await phoneInStock(request);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch is a labelled control in the header; choosing Bangla signed in keeps it with the account too.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/customer-profile/language') && r.status() === 200);
  await page.getByLabel('Language').selectOption('bn');
  await saved;
  await expectBangla(page);
  const cardPrice = page.getByTestId('product-price').first();
  await expect(cardPrice).toHaveText(BANGLA_CARD_PRICE);
  await page.goto(`/product/${phone.slug}/${phone._id}`);
  await expect(page.getByTestId('product-price')).toHaveText(taka(phone.final_price));

  await page.goto('/cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(BANGLA_MONEY);
  // The core's notice (the contract's English "YOUR SHOPPING CART") in Bangla, from the core texts' catalog.
  await expect(page.getByRole('heading', { name: 'আপনার শপিং কার্ট', exact: true })).toBeVisible();

  // Cash on delivery through the checkout page, as in checkout.spec.ts.
  const summary = await request.get(`/api/checkout/summary?address_id=${addressId}`, { headers: { token } });
  const priced = (await summary.json()) as { subtotal: number; total: number };
  await page.getByRole('link', { name: 'চেকআউটে যান' }).click();
  await expect(page.getByRole('heading', { name: 'চেকআউট' })).toBeVisible();
  await page.locator('input[value="cash_on_delivery"]').check();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(taka(priced.subtotal));
  await expect(page.getByTestId('checkout-total')).toHaveText(taka(priced.total));
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();

  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
  await expect(page.getByTestId('order-total')).toHaveText(taka(priced.subtotal));
  // The order's status name ("pending" in English) and payment method, in Bangla.
  await expect(page.getByText('অপেক্ষমাণ', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('ক্যাশ অন ডেলিভারি', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText(taka(priced.total));
  await page.screenshot({ path: 'screenshots/order-details-bangla-1280.png', fullPage: true });

  // The choice survives a reload of this browser...
  await page.reload();
  await expectBangla(page);
  await expect(page.getByTestId('checkout-total')).toContainText(taka(priced.total));

  // ...and signing in on another browser restores it from the account.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/auth/login?callback=%2F');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.getByLabel('Email').fill(shopper.email);
  await other.getByLabel('Password').fill(shopper.password);
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expectBangla(other);
  await expect(other.getByTestId('product-price').first()).toHaveText(BANGLA_CARD_PRICE);
  await elsewhere.close();
});

test('Bangla is written in the shipped Bengali font, fetched only once Bangla is chosen', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/noto-sans-bengali.*\.woff2$/.test(r.url())) fonts.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  expect(fonts, 'an English page fetches no Bengali font').toEqual([]);

  await page.getByLabel('Language').selectOption('bn');
  await expectBangla(page);
  // The face is declared with the Bangla chunk and loaded for the Bengali text on the page.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'সব ফোন'))).toBe(true);
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded'))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'screenshots/bangla-font-home-1280.png' });
});
