import { expect, test } from '@playwright/test';
import { adminMovesOrder, newCustomer, phoneInStock, tk } from './support/api';

test('a new shopper signs up, fills cart and wishlist, checks out, follows the order and reviews the phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = await phoneInStock(request);
  const shopper = newCustomer('journey');

  // Signed out, the product page asks for a login before buying.
  await page.goto(`/product/${phone.slug}/${phone._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please Login To add Cart in Products' })).toBeVisible();

  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password (8 or more characters)').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(shopper.firstName) })).toBeVisible();

  // Cart and wishlist from the product page, with the contract's notices.
  await page.goto(`/product/${phone.slug}/${phone._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product Added in Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added in wishlist successfully' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('heading', { name: 'YOUR SHOPPING CART' })).toBeVisible();
  const subtotal = page.getByTestId('cart-subtotal');
  // The expected amounts are worked out here from the listed price, in the contract's format.
  await expect(subtotal).toHaveText(tk(phone.final_price));
  await page.getByRole('button', { name: `One more ${phone.title}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  // 'Total Items' counts lines (the core's rule), the subtotal counts every unit.
  await expect(page.getByText('Total Items (1)')).toBeVisible();
  await expect(subtotal).toHaveText(tk(2 * phone.final_price));
  await page.getByRole('button', { name: `One more ${phone.title}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await page.getByRole('button', { name: `One less ${phone.title}` }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/cart-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'screenshots/cart-1280.png', fullPage: true });

  await page.goto('/wishlist');
  const wished = page.getByRole('row').filter({ hasText: phone.title });
  await expect(wished.getByText('In Cart', { exact: true })).toBeVisible();
  await expect(wished.getByRole('button', { name: 'Remove' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Cart' }).click();

  await page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // A first address: the form is open at once.
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByLabel('Mobile number').fill('01712345678');
  await form.getByLabel('Address (house, road)').fill('House 21, Road 11');
  await form.getByLabel('Area').fill('Banani');
  await form.getByLabel('City').fill('Dhaka');
  await form.getByLabel('Post code').fill('1213');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`${shopper.firstName} ${shopper.lastName}`) })).toBeChecked();
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: phone.title })).toBeVisible();
  await expect(page.getByText('Banani')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('link', { name: `#${orderId.slice(-8)}` })).toBeVisible();

  // The review is offered once an admin has delivered the order.
  await adminMovesOrder(request, orderId, ['confirmed', 'shipped', 'delivered']);
  await page.getByRole('link', { name: `#${orderId.slice(-8)}` }).click();
  await expect(page.getByText('delivered', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Write a review' }).click();
  const review = page.getByRole('form', { name: `Review of ${phone.title}` });
  await review.getByLabel('Review title').fill(' ');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText('Not Acceptable')).toBeVisible();
  await review.getByRole('radio', { name: '4 stars' }).check();
  await review.getByLabel('Review title').fill('Battery lasts two days');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Thank you, your review is published.')).toBeVisible();

  await page.goto(`/product/${phone.slug}/${phone._id}`);
  await expect(page.getByText('Battery lasts two days')).toBeVisible();
});
