import { describe, expect, it } from 'vitest';
import { paymentMethodText, paymentStatusText, zoneLabelOf } from './payment-text';

describe('payment and delivery words', () => {
  it("are the core's, for older methods too", () => {
    expect(paymentStatusText('awaiting_payment')).toBe('Awaiting payment');
    expect(paymentStatusText('refund_pending')).toBe('Refund pending');
    expect(paymentMethodText('bkash')).toBe('bKash');
    expect(paymentMethodText('nagad')).toBe('Nagad');
    expect(paymentMethodText('cash_on_delivery')).toBe('Cash on delivery');
  });

  it('show a name the core does not know as it is, instead of failing the page', () => {
    expect(paymentStatusText('on_hold')).toBe('on_hold');
    expect(paymentMethodText('upay')).toBe('upay');
  });

  it("name the recorded zone with the core's label, and an unknown one as it is", () => {
    expect(zoneLabelOf('inside_dhaka')).toBe('Inside Dhaka city');
    expect(zoneLabelOf('outside_dhaka')).toBe('Outside Dhaka');
    expect(zoneLabelOf('mars')).toBe('mars');
    expect(zoneLabelOf(null)).toBeNull();
  });
});
