import { expect, test } from '@playwright/test';
import { axeOf } from './support/axe';
import { ADMIN, letters, newPhone, signIn, tokenOf } from './support/api';
import { shopperWithCart } from './support/payments';

test('an admin offers a bank’s card EMI and a phone page shows what it costs a month', async ({ page, request }) => {
  test.setTimeout(90_000);
  const bank = `Test Bank ${letters()}`;
  const phone = await newPhone(request, `Galaxy A26 ${letters()}`);

  await signIn(page, ADMIN, '/admin/dashboard');
  await page.getByRole('link', { name: 'EMI plans' }).click();
  await expect(page.getByRole('heading', { name: 'EMI plans' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add EMI plan' });
  await form.getByLabel('Bank').fill(bank);
  await form.getByLabel('Least price it finances (TK)').fill('5000');
  await form.getByRole('checkbox', { name: '3 months' }).check();
  await form.getByRole('checkbox', { name: '12 months' }).check();
  await form.getByLabel('Charge for 12 months (%)').fill('7');
  // A charge the form cannot read is named beside its field, and nothing is sent.
  await form.getByLabel('Charge for 3 months (%)').fill('abc');
  await form.getByRole('button', { name: 'Add plan' }).click();
  await expect(form.getByText('Type a percentage such as 3.5')).toBeVisible();
  await form.getByLabel('Charge for 3 months (%)').fill('0');
  await form.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `EMI plan of ${bank} saved` })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: bank });
  await expect(row).toContainText('3 months at 0% · 12 months at 7%');

  try {
    // 30,000 TK: 3 months without charge is 10,000 TK a month; 12 months at 7% is 32,100 TK, 2,675 TK a month.
    await page.goto(`/product/${encodeURIComponent(phone.slug)}/${phone._id}`);
    const emi = page.getByRole('region', { name: 'Card EMI' });
    // The lowest monthly amount of every bank's plans (the demo shop's banks too).
    await expect(emi.getByTestId('emi-from')).toHaveText(/^From [\d,]+\.\d{2} TK a month with card EMI$/);
    await emi.getByText('Monthly amounts by bank').click();
    const table = emi.getByRole('table', { name: bank });
    await expect(table.getByRole('row', { name: /3 months/ }).getByRole('cell')).toHaveText(['10,000.00 TK', '30,000.00 TK']);
    await expect(table.getByRole('row', { name: /12 months/ }).getByRole('cell')).toHaveText(['2,675.00 TK', '32,100.00 TK']);
    const { violations } = await axeOf(page).include('.emi').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  } finally {
    // Plans are shop-wide: the other journeys see phone pages without this one.
    const token = await tokenOf(request, ADMIN);
    const plans = (await (await request.get('/api/emi-plans')).json()) as { plans: { _id: string; bank: string }[] };
    for (const plan of plans.plans.filter((p) => p.bank === bank)) {
      expect((await request.delete(`/api/admin/emi-plans/${plan._id}`, { headers: { token } })).status()).toBe(200);
    }
  }
});

test('a shopper paying cash on delivery notes a card-EMI plan, and the order keeps it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shopper } = await shopperWithCart(request, 'emicod');
  await signIn(page, shopper, '/order/checkout');
  await page.getByLabel('Cash on delivery').check();
  // The demo shop's banks: City Bank finances from 5,000 TK, over up to 36 months.
  const twelve = page.getByLabel('Card EMI on delivery (optional)').locator('option', { hasText: 'City Bank · 12 months' });
  await page.getByLabel('Card EMI on delivery (optional)').selectOption((await twelve.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/auth\/customer\/my-orders\/details\//);
  await expect(page.getByTestId('order-emi')).toHaveText('City Bank, 12 months, paid by card on delivery');
});
