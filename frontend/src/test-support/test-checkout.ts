import type { CheckoutDetails, Payment } from '@/types/checkout';
import { testOrder } from './test-order';

/** A checkout as `GET /api/checkouts/{id}` answers it: one bKash order to Dhaka, paid; `payment` overrides merge. */
export const testCheckout = (overrides: Partial<Omit<CheckoutDetails, 'payment'>> = {}, payment: Partial<Payment> = {}): CheckoutDetails => ({
  checkout_id: 'c1',
  created_at: '2026-11-20T10:00:00Z',
  orders: [testOrder()],
  subtotal: 2_599_800,
  delivery_zone: 'inside_dhaka',
  delivery_fee: 7_000,
  total: 2_606_800,
  advance: null,
  pay_by: [],
  ...overrides,
  payment: { method: 'bkash', status: 'paid', deadline: null, reason: null, trx_id: 'TRX9A8B7C6D', paid_with: null, held_for_review: null, ...payment },
});
