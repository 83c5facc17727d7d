import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testOrder } from '@/test-support/test-order';
import { OrderDetailsView } from './order-details-view';

const order = testOrder({ payment_status: 'paid', shipping_id: { ...testOrder().shipping_id, apartment_suit: '4B' } });

const render = (onCancel?: () => void, shown = order) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderDetailsView order={shown} onCancel={onCancel} />
    </MemoryRouter>,
  );
/** What a reader sees: the markup without its tags and attributes. */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('OrderDetailsView', () => {
  it('shows every field of the contract with money from the core', () => {
    const seen = text(render());
    for (const shown of [
      'Walton Primo H10 (4/64GB)',
      'pending',
      '12,999.00 TK',
      '25,998.00 TK',
      'bKash',
      '01712345678',
      'Dhanmondi',
      '1205',
      '23 Nov 2026',
      'Voucher',
      'Track Order',
    ]) {
      expect(seen).toContain(shown);
    }
  });

  it("shows the payment in the core's words, the delivery zone and fee, and the checkout's total", () => {
    const html = render();
    expect(text(html)).toContain('bKash · Paid');
    expect(text(render(undefined, testOrder({ payment_method: 'nagad', payment_status: 'refund_pending' })))).toContain('Nagad · Refund pending');
    expect(html).toContain('<dd data-testid="order-delivery">70.00 TK · Inside Dhaka city</dd>');
    expect(html).toMatch(/<dd data-testid="checkout-total">26,068.00 TK /);
    const outside = testOrder({ city: 'Khulna', delivery_zone: 'outside_dhaka', delivery_fee: 13_000, checkout_total: 2_612_800 });
    expect(render(undefined, outside)).toContain('<dd data-testid="order-delivery">130.00 TK · Outside Dhaka</dd>');
  });

  it('offers Pay now for an order waiting for its payment, linking to its checkout', () => {
    const waiting = testOrder({ payment_status: 'awaiting_payment', checkout_id: 'k42' });
    expect(render(undefined, waiting)).toMatch(/<a[^>]*href="\/order\/payment\/k42"[^>]*>Pay now<\/a>/);
    expect(render()).not.toContain('Pay now');
  });

  it("the Voucher opens the checkout's invoice", () => {
    expect(render()).toMatch(/<a[^>]*href="\/auth\/customer\/my-orders\/invoice\/c1"[^>]*>Voucher<\/a>/);
  });

  it("offers cancelling only when the server's next statuses include it", () => {
    expect(render(() => undefined)).toContain('Cancel order');
    expect(render()).not.toContain('Cancel order');
    const shipped = testOrder({ order_status_type: 'shipped', next_statuses: ['delivered'] });
    expect(render(() => undefined, shipped)).not.toContain('Cancel order');
    // Pending but awaiting payment: the server offers no moves, so no cancel button.
    const unpaid = testOrder({ payment_status: 'awaiting_payment', next_statuses: [] });
    expect(render(() => undefined, unpaid)).not.toContain('Cancel order');
  });

  it('once shipped, shows the IMEIs, the warranty it was sold with and how to check the registration with BTRC', () => {
    expect(text(render())).not.toContain('KYD');
    const shipped = testOrder({
      order_status_type: 'shipped',
      warranty: '1 year official brand warranty',
      handsets: [['490154203237518', '356938035643809']],
      coupon: { code: 'EID-10', off: 120_000 },
    });
    const html = render(undefined, shipped);
    expect(html).toContain('<span data-testid="order-imeis">490154203237518, 356938035643809</span>');
    expect(html).toContain('<dd data-testid="order-warranty">1 year official brand warranty</dd>');
    expect(text(html)).toContain('send an SMS “KYD 490154203237518” to 16002');
    expect(html).toContain('<dd data-testid="order-coupon">−1,200.00 TK</dd>');
  });
});
