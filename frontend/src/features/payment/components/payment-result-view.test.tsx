import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testCheckout } from '@/test-support/test-checkout';
import type { CheckoutDetails } from '@/types/checkout';
import { PaymentResultView, type PaymentResultViewProps } from './payment-result-view';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const render = (checkout: CheckoutDetails, props: Partial<PaymentResultViewProps> = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PaymentResultView checkout={checkout} now={NOW} busy={null} error={null} onPay={() => {}} onCheck={() => {}} {...props} />
    </MemoryRouter>,
  );
/** What a reader sees: the markup without its tags (inline ones join their text), spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<\/?(strong|time|span|a)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('PaymentResultView', () => {
  it("a paid checkout: the core's status, a thank-you with bKash's transaction id, the charges and a way to the orders", () => {
    const html = render(testCheckout());
    const seen = text(html);
    expect(html).toContain('<h1 id="payment-title">Payment received</h1>');
    expect(seen).toContain('Payment status: Paid');
    expect(html).toContain('<strong data-testid="trx-id">TRX9A8B7C6D</strong>');
    for (const shown of ['Walton Primo H10 (4/64GB)', '12,999.00 TK', '25,998.00 TK', 'Delivery (Inside Dhaka city)', '70.00 TK', '26,068.00 TK', 'bKash']) {
      expect(seen).toContain(shown);
    }
    expect(html).toContain('href="/auth/customer/my-orders"');
    expect(html).toContain('href="/auth/customer/my-orders/invoice/c1"');
    expect(buttons(html)).toEqual([]);
  });

  it("a failed payment: bKash's reason, that the order will be cancelled and its stock released, and that a new order can be placed", () => {
    const html = render(testCheckout({}, { status: 'failed', reason: 'Insufficient Balance', trx_id: null }));
    const seen = text(html);
    expect(html).toContain('<h1 id="payment-title">Payment failed</h1>');
    expect(seen).toContain('Payment status: Payment failed');
    expect(seen).toContain('bKash did not take the payment: Insufficient Balance.');
    expect(seen).toContain('it will be cancelled, and its phones put back on sale, when its time to pay runs out');
    expect(seen).toContain('place a new order');
    expect(seen).not.toContain('Thank you');
    expect(buttons(html)).toEqual([]);
  });

  it('a payment awaited: the time left and the deadline, Pay with bKash and Check again', () => {
    const waiting = testCheckout({}, { status: 'awaiting_payment', deadline: '2026-11-20T10:14:05Z', trx_id: null });
    const html = render(waiting);
    const seen = text(html);
    expect(html).toContain('<h1 id="payment-title">Complete your payment</h1>');
    expect(seen).toContain('Payment status: Awaiting payment');
    expect(seen).toContain('Time left to pay: 14:05 (until 20 Nov 2026, 4:14 pm)');
    expect(buttons(html)).toEqual(['Pay with bKash', 'Check again']);

    // While one runs, both wait; a refusal shows inline.
    const busy = render(waiting, { busy: 'pay', error: 'bKash cannot be reached right now; please try again in a minute' });
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*>Opening bKash…<\/button>/);
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*>Check again<\/button>/);
    expect(busy).toContain('<p role="alert" class="alert">bKash cannot be reached right now; please try again in a minute</p>');

    // Past the deadline only Check again is left.
    const late = render(waiting, { now: Date.parse('2026-11-20T10:20:00Z') });
    expect(text(late)).toContain('The time to pay has passed');
    expect(buttons(late)).toEqual(['Check again']);
  });

  it('an expired checkout says it was cancelled; a cash one is paid on delivery', () => {
    const expired = text(render(testCheckout({}, { status: 'expired', trx_id: null })));
    expect(expired).toContain('Payment status: Payment expired');
    expect(expired).toContain('this order was cancelled');
    const cash = text(render(testCheckout({}, { method: 'cash_on_delivery', status: 'due_on_delivery', trx_id: null })));
    expect(cash).toContain('Payment status: Pay on delivery');
    expect(cash).toContain('Cash on delivery');
    expect(cash).toContain('Pay 26,068.00 TK in cash when your order arrives.');
  });

  it('an advance asked of a cash order: its amount to pay online, by the way picked, and the rest at the door, then what was paid', () => {
    const advance = {
      amount: 200_000,
      rest: 2_406_800,
      status: 'awaiting_payment' as const,
      deadline: '2026-11-21T10:00:00Z',
      asked_at: '2026-11-20T10:00:00Z',
    };
    const ways = ['bkash', 'card', 'nagad', 'rocket'];
    const asked = render(testCheckout({ advance, pay_by: ways }, { method: 'cash_on_delivery', status: 'due_on_delivery', trx_id: null }));
    expect(asked).toContain('<h1 id="payment-title">Pay the advance</h1>');
    expect(text(asked)).toContain('Pay the advance of 2,000.00 TK online; the rest, 24,068.00 TK, is paid in cash on delivery.');
    expect(text(asked)).toContain('Pay the advance with bKash Card Nagad Rocket');
    expect(buttons(asked)).toEqual(['Pay with bKash', 'Check again']);
    const onlyCards = render(testCheckout({ advance, pay_by: ['card'] }, { method: 'cash_on_delivery', status: 'due_on_delivery', trx_id: null }));
    expect(buttons(onlyCards)).toEqual(['Pay with Card', 'Check again']);
    expect(text(onlyCards)).not.toContain('Pay the advance with');
    const paid = render(testCheckout({ advance: { ...advance, status: 'paid' } }, { status: 'due_on_delivery' }));
    expect(text(paid)).toContain('Advance of 2,000.00 TK paid; the rest, 24,068.00 TK, is paid in cash on delivery.');
    expect(buttons(paid)).toEqual([]);
  });
});
