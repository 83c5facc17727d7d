import { apiRequest } from '@/lib/http/api-client';
import type { Poisha } from '@/lib/core/core';
import type { Answer, Schema } from '@/types/wire';

/** The orders one checkout placed (`replayed` when an earlier try with the same key placed them). */
export type PlacedCheckout = Schema<'CheckoutAnswer'>;

export interface CheckoutRequest {
  addressId: string;
  paymentMethod: string;
  /** One per visit to the page: a retry with it places nothing twice. */
  idempotencyKey: string;
  /** The summary's `total` the shopper saw; the server refuses with 409 and the new total when it differs. */
  expectedTotal: Poisha;
  /** The coupon code the shown total was priced with. */
  coupon?: string;
  /** A card-EMI plan to pay a cash-on-delivery order with at the door. */
  emi?: { planId: string; months: number };
}

export function placeOrder({ addressId, paymentMethod, idempotencyKey, expectedTotal, coupon, emi }: CheckoutRequest): Promise<PlacedCheckout> {
  return apiRequest<Answer<'/checkout', 'post'>>('/api/checkout', {
    method: 'POST',
    body: {
      address_id: addressId,
      payment_method: paymentMethod,
      expected_total: expectedTotal,
      coupon,
      emi: emi ? { plan_id: emi.planId, months: emi.months } : undefined,
    } satisfies Schema<'CheckoutBody'>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
