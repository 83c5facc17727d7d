import { expect, test } from '@playwright/test';
import { CUSTOMER, emptyCart, tk } from './support/api';

test('a customer checks out with a new address and finds the order in My Orders', async ({ page, request }) => {
  // Whatever another journey left in this customer's cart.
  await emptyCart(request, CUSTOMER);
  await page.goto('/auth/login?callback=%2Fcart');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Put an in-stock phone in the cart through the API the product page uses.
  const added = await page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { 'Content-Type': 'application/json', token };
    const list = await (await fetch('/api/products?perPage=50&orderBy=sold')).json();
    const product = list.products.find((p: { stock: number }) => p.stock > 3);
    const res = await fetch('/api/add-cart', {
      method: 'POST',
      headers,
      body: JSON.stringify({ product_id: product._id, quantity: 1 }),
    });
    return { status: res.status, title: product.title as string };
  });
  expect(added.status).toBe(201);
  await page.reload();
  await expect(page.getByText('Total Items (1)')).toBeVisible();
  await page.getByRole('button', { name: `One more ${added.title}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');

  await page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('First name').fill(' ');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Not Acceptable')).toBeVisible();
  await form.getByLabel('First name').fill('Karim');
  await form.getByLabel('Last name').fill('Ahmed');
  await form.getByLabel('Mobile number').fill('01812345678');
  await form.getByLabel('Address (house, road)').fill('House 7, Road 2');
  await form.getByLabel('Area').fill('Gulshan');
  await form.getByLabel('City').fill('Dhaka');
  await form.getByLabel('Post code').fill('1212');
  await form.getByRole('button', { name: 'Save address' }).click();
  // The address just saved comes first and is chosen for this order.
  await expect(page.getByRole('radio', { name: /Karim Ahmed/ }).first()).toBeChecked();
  // Cash on delivery stays on the shop (bKash sends the browser to its own page: e2e/payments.spec.ts).
  await page.getByLabel('Cash on delivery').check();
  // Two units of the phone plus delivery to the chosen Dhaka address, as the server prices them, in the contract's format.
  const addressId = await page
    .getByRole('radio', { name: /Karim Ahmed/ })
    .first()
    .getAttribute('value');
  const priced = await page.evaluate(async (id) => {
    const headers = { token: localStorage.getItem('token') ?? '' };
    const answer = await fetch(`/api/checkout/summary?address_id=${id}`, { headers });
    return (await answer.json()) as { subtotal: number; shipping: number; total: number; delivery_zone: string; lines: { price: number }[] };
  }, addressId);
  expect(priced.subtotal).toBe(2 * (priced.lines[0]?.price ?? 0));
  expect(priced.delivery_zone).toBe('inside_dhaka');
  await expect(page.getByTestId('delivery-zone')).toHaveText('Inside Dhaka city');
  await expect(page.getByTestId('delivery-fee')).toHaveText(tk(priced.shipping));
  await expect(page.getByTestId('checkout-total')).toHaveText(tk(priced.total));
  await page.screenshot({ path: 'screenshots/checkout-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
  await expect(page.getByRole('heading', { name: added.title })).toBeVisible();
  await expect(page.getByText('pending')).toBeVisible();
  await expect(page.getByText('Gulshan')).toBeVisible();
  await expect(page.getByText('Cash on delivery · Pay on delivery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voucher' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track Order' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/order-details-1280.png', fullPage: true });

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  // Newest first: the order just placed heads the table.
  await expect(page.locator('tbody tr').first().getByRole('cell', { name: added.title })).toBeVisible();
});
