import { type Page, expect, test } from '@playwright/test';
import { axeOf } from './support/axe';
import { ADMIN, letters, newCustomer, newPhone, signIn } from './support/api';

async function expectNoAxeViolations(page: Page, selector: string) {
  const { violations } = await axeOf(page).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a shopper asks on a phone page, an admin answers, and the answer shows with a notice to the shopper', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const title = `Galaxy A36 ${letters()}`;
  const phone = await newPhone(request, title);
  const shopper = newCustomer('asks');
  const created = await request.post('/api/signup', {
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password },
  });
  expect(created.status()).toBe(201);
  const question = `Does the ${title} take a memory card?`;
  const reply = `No, the ${title} has no memory card slot.`;

  // Signed out, the section offers a way to sign in that comes back to it.
  await page.goto(`/product/${encodeURIComponent(phone.slug)}/${phone._id}`);
  const section = page.getByRole('region', { name: 'Questions and answers' });
  await expect(section.getByText('No answered questions yet. Ask the first one.')).toBeVisible();
  await section.getByRole('link', { name: 'Sign in to ask a question' }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${phone._id}#questions$`));

  // The server's refusal shows beside the field; a good question is kept for the shop.
  const form = section.getByRole('form', { name: 'Ask a question' });
  await form.getByLabel('Your question').fill('Memory?');
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(form.getByText('Question: Must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Your question').fill(question);
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We will tell you when the shop answers.');
  await expect(form.getByLabel('Your question')).toHaveValue('');
  await expect(section.getByText(question)).toHaveCount(0);
  await expectNoAxeViolations(page, '.questions');

  // The admin answers it from the back office's unanswered list.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/admin/dashboard');
  await admin.getByRole('link', { name: 'Questions' }).click();
  await expect(admin.getByRole('heading', { name: 'Questions' })).toBeVisible();
  const card = admin.getByRole('list', { name: 'Unanswered' }).getByRole('listitem').filter({ hasText: question });
  await expect(card).toContainText(`Asked by ${shopper.firstName}`);
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(admin, '.admin-main');
  await card.getByLabel('Your answer', { exact: true }).fill(reply);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Answer to ${shopper.firstName} saved` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'List' }).selectOption('answered');
  const answered = admin.getByRole('list', { name: 'Answered' }).getByRole('listitem').filter({ hasText: question });
  await expect(answered.getByLabel('Your answer', { exact: true })).toHaveValue(reply);

  // The phone page shows the answer, and the shopper has a notice of it.
  await page.reload();
  await expect(section.getByRole('listitem').filter({ hasText: question })).toContainText(reply);
  await expect(section.getByRole('listitem').filter({ hasText: question })).toContainText(`Asked by ${shopper.firstName}`);
  await page.goto('/auth/customer/notices');
  const notice = page.getByTestId('notices').getByRole('listitem').first();
  await expect(notice).toContainText(`Your question about ${title} was answered.`);
  await notice.getByRole('link', { name: `See ${title}` }).click();
  await expect(section.getByText(reply)).toBeVisible();

  // Hidden, it leaves the phone page.
  await answered.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `The question of ${shopper.firstName} is hidden` })).toBeVisible();
  await page.reload();
  await expect(section.getByText('No answered questions yet. Ask the first one.')).toBeVisible();
  await expect(section.getByText(question)).toHaveCount(0);
});
