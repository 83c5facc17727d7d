import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderReturn, ReturnRequest } from '../api/returns';
import { ReturnSection } from './return-section';

const request = (overrides: Partial<ReturnRequest> = {}): ReturnRequest => ({
  _id: 'r1',
  order_id: 'o1',
  checkout_id: 'c1',
  customer_id: 'u1',
  title: 'Galaxy A55',
  label: '',
  quantity: 1,
  reason: 'defective',
  details: '',
  photos: [],
  status: 'requested',
  next_statuses: ['accepted', 'refused'],
  history: [{ status: 'requested', at: '2026-11-25T10:00:00Z', note: '' }],
  restocked: null,
  refund: null,
  createdAt: '2026-11-25T10:00:00Z',
  ...overrides,
});
const view = (overrides: Partial<OrderReturn> = {}): OrderReturn => ({
  request: null,
  may_ask: true,
  refusal: null,
  window_days: 7,
  until: '2026-12-02T17:59:59Z',
  ...overrides,
});
const render = (shown: OrderReturn | null) => renderToStaticMarkup(<ReturnSection orderId="o1" shown={shown} onChanged={() => {}} />);
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('ReturnSection', () => {
  it('offers a return within the window, with its last day', () => {
    const seen = text(render(view()));
    expect(seen).toContain('Return this phone');
    expect(seen).toContain('You can return this phone until 2 Dec 2026.');
  });

  it('past the window says how long returns are accepted, and offers nothing', () => {
    const seen = text(render(view({ may_ask: false, refusal: { message: 'x', code: 'return.window_closed', params: {} } })));
    expect(seen).toContain('Returns are accepted within 7 days of delivery.');
    expect(seen).not.toContain('Return this phone');
  });

  it('once asked shows where the return stands and the money given back', () => {
    const refunded = request({
      status: 'refunded',
      refund: { amount: 2_500_000, delivery_fee_included: true, method: 'bkash', trx_id: 'RF1', at: '2026-11-26T10:00:00Z' },
    });
    const seen = text(render(view({ request: refunded, may_ask: false })));
    expect(seen).toContain('Your return is refunded');
    expect(seen).toContain('25,000.00 TK refunded (bKash)');
    expect(render(null)).toBe('');
  });
});
