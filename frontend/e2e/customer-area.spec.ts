import { expect, test } from '@playwright/test';
import { CUSTOMER, newCustomer, signIn } from './support/api';

test('a customer edits the profile and keeps an address book with one default', async ({ page, request }) => {
  const shopper = newCustomer('book');
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  await signIn(page, shopper, '/auth/customer');

  await expect(page.getByRole('heading', { name: `Hello, ${shopper.firstName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request for a seller Account' })).toBeDisabled();
  await expect(page.getByTestId('purchase-count')).toHaveText('0');
  await expect(page.getByTestId('total-cost')).toHaveText('0.00 TK');
  await expect(page.getByText('No orders yet')).toBeVisible();

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Account info' }).click();
  // A new account has not opened its confirmation link: the notice above the area names the address too.
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(shopper.email);
  await expect(page.getByText(shopper.email, { exact: true })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill(' ');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Not Acceptable')).toBeVisible();
  await profile.getByLabel('First name').fill('Nabila');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /Nabila/ })).toBeVisible();

  await page.getByRole('link', { name: 'Address book' }).click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  const addresses: [string, string][] = [
    ['Nabila', 'Dhanmondi'],
    ['Sadia', 'Uttara'],
  ];
  for (const [first, area] of addresses) {
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('First name').fill(first);
    await form.getByLabel('Last name').fill('Jahan');
    await form.getByLabel('Mobile number').fill('01912345678');
    await form.getByLabel('Address (house, road)').fill('House 3, Road 8');
    await form.getByLabel('Area').fill(area);
    await form.getByLabel('City').fill('Dhaka');
    await form.getByLabel('Post code').fill('1209');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('listitem', { name: `Address of ${first} Jahan` })).toBeVisible();
  }
  const nabila = page.getByRole('listitem', { name: 'Address of Nabila Jahan' });
  const sadia = page.getByRole('listitem', { name: 'Address of Sadia Jahan' });
  await expect(nabila.getByText('Default', { exact: true })).toBeVisible();
  await expect(sadia.getByText('Default', { exact: true })).toHaveCount(0);

  await sadia.getByRole('button', { name: 'Set as default' }).click();
  await expect(sadia.getByText('Default', { exact: true })).toBeVisible();
  await expect(nabila.getByText('Default', { exact: true })).toHaveCount(0);

  await nabila.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit address of Nabila' });
  await expect(edit.getByLabel('Area')).toHaveValue('Dhanmondi');
  await edit.getByLabel('Area').fill('Mohammadpur');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(nabila.getByText(/Mohammadpur/)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await nabila.getByRole('button', { name: 'Delete' }).click();
  await expect(nabila).toHaveCount(0);
  await page.reload();
  await expect(sadia.getByText('Default', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/address-book-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/address-book-390.png', fullPage: true });
});

test('the dashboard lists the orders in a sortable, paged table and reviews can be edited', async ({ page }) => {
  await signIn(page, CUSTOMER, '/auth/customer');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(Number(await page.getByTestId('purchase-count').textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('total-cost')).toHaveText(/ TK$/);

  const dateHeader = table.getByRole('columnheader', { name: /Order date/ });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await table.getByRole('button', { name: /Title/ }).click();
  const titleHeader = table.getByRole('columnheader', { name: /Title/ });
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  // Order, date, status, payment, then the title (its text before a variant's label), in a
  // reader's order: case aside, numbers by value.
  const ascending = await table.locator('tbody tr td:nth-child(5)').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  const reader = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect(ascending).toEqual([...ascending].sort(reader.compare));
  await table.getByRole('button', { name: /Title/ }).click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await page.screenshot({ path: 'screenshots/customer-dashboard-1280.png', fullPage: true });

  await page.getByRole('link', { name: 'My reviews' }).click();
  await expect(page.getByRole('heading', { name: 'My Reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit review' }).first().click();
  const form = page.getByRole('form', { name: /^Edit review of/ });
  // A title no earlier run wrote, so finding it proves this edit was saved.
  const title = `Still great after ${Date.now()} hours`;
  await form.getByLabel('Review title').fill(title);
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
});

test("a page whose code does not download logs 'Module Download Fail' and stays put", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Genuine phones/ })).toBeVisible();
  // The footer moves down as the shelves below the first are drawn; click it where it settles.
  await expect(page.locator('section.home-section')).toHaveCount(5);
  await page.route('**/assets/info-pages-*.js', (route) => route.abort());
  // Followed from the keyboard: on a loaded machine the footer could still move between a mouse's
  // press and release, so the press focused the link, the release missed it, and no click came.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => errors.some((e) => e.includes('Module Download Fail'))).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Genuine phones/ })).toBeVisible();
});
