import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { axeOf } from './support/axe';
import { ADMIN, letters, newCustomer, newPhone, tokenOf } from './support/api';

/** The admin's edit of a phone's stock, as the product form sends it. */
async function adminSetsStock(request: APIRequestContext, productId: string, stock: number) {
  const token = await tokenOf(request, ADMIN);
  const product = await (await request.get(`/api/product/${productId}`)).json();
  const form = {
    title: product.title,
    brand: product.brand,
    price: (product.price / 100).toFixed(2),
    discount: product.discount,
    stock,
    description: product.description,
    // No new picture: the form sends none, and the phone keeps its own.
    cover: '',
    specs: product.specs,
    version: product.version,
    stock_was: product.stock,
  };
  const answer = await request.put(`/api/product/${productId}`, { headers: { token }, data: form });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeOf(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a customer asks to be told about a sold-out phone and gets one notice when an admin restocks it', async ({ page, request }) => {
  // A phone of its own, sold as itself (its stock is edited on the product form, not in a variant grid).
  const title = `Restock ${letters()}`;
  const phone = { ...(await newPhone(request, title)), title };
  await adminSetsStock(request, phone._id, 0);
  const shopper = newCustomer('notify');
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  const address = `/product/${encodeURIComponent(phone.slug)}/${phone._id}`;

  await page.goto(address);
  await expect(page.getByText('Out of stock')).toBeVisible();
  await page.getByRole('link', { name: "Sign in to be told when it's back" }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${phone._id}$`));

  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll tell you when it's back" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the back-in-stock notice' })).toBeVisible();
  await expectNoAxeViolations(page);

  await adminSetsStock(request, phone._id, 5);

  await page.goto('/auth/customer');
  await expect(page.getByTestId('unread-notices')).toHaveText(/^1/);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { name: 'Notices' })).toBeVisible();
  const notices = page.getByTestId('notices').getByRole('listitem');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText(`${phone.title} is back in stock.`);
  await expectNoAxeViolations(page);
  await notices
    .first()
    .getByRole('link', { name: `See ${phone.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${phone._id}$`));
  // On sale again: the page offers the cart, not a notice.
  await expect(page.getByRole('button', { name: /Add to Cart/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
});
