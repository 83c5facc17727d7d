import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '../api/get-checkout-summary';
import { CheckoutSummaryPanel } from './checkout-summary-panel';

const summary: CheckoutSummary = {
  lines: [{ _id: 'c1', product_id: 'p1', customer_id: 'u1', title: 'Galaxy A55 8/128GB', price: 4_200_000, cover: '', quantity: 2, stock: 5, createdAt: '', created_at: '' }],
  item_count: 2,
  subtotal: 8_400_000,
  shipping: 10_000,
  total: 8_410_000,
  unavailable: [],
  payment_methods: [{ value: 'cash_on_delivery', label: 'Cash on delivery' }],
};

const render = (props: Partial<Parameters<typeof CheckoutSummaryPanel>[0]> = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CheckoutSummaryPanel summary={summary} summaryFailed={false} totalChanged={null} busy={false} ready onPlace={() => {}} {...props} />
    </MemoryRouter>,
  );

describe('CheckoutSummaryPanel', () => {
  it('shows a changed total with the message beside it, and Place order stays available for the new total', () => {
    const message = 'The total changed to 84,100.00 TK because a price changed. Please check it and place the order again.';
    const html = render({ totalChanged: message });
    const alert = html.indexOf(`<p role="alert" class="alert" data-testid="total-changed">${message}</p>`);
    const total = html.indexOf('<strong data-testid="checkout-total">84,100.00 TK</strong>');
    expect(alert).toBeGreaterThan(-1);
    expect(total).toBeGreaterThan(alert);
    expect(html).toContain('<button type="button" class="button button--primary">Place order</button>');
  });

  it('shows no message before a refusal, and no button while the summary is missing', () => {
    expect(render()).not.toContain('role="alert"');
    const failed = render({ summary: null, summaryFailed: true });
    expect(failed).toContain('The summary could not be loaded.');
    expect(failed).not.toContain('Place order');
  });

  it('holds the button while placing or while address or payment is missing', () => {
    expect(render({ busy: true })).toMatch(/<button[^>]*disabled=""[^>]*>Placing your order…<\/button>/);
    expect(render({ ready: false })).toMatch(/<button[^>]*disabled=""[^>]*>Place order<\/button>/);
  });
});
