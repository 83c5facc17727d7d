import { apiRequest } from '../../../lib/api-client';
import type { Poisha } from '../../../lib/core';
import type { Line } from '../../cart/types';
import type { Order } from '../../orders/types';

export interface CheckoutSummary {
  lines: Line[];
  item_count: number;
  subtotal: Poisha;
  shipping: Poisha;
  total: Poisha;
  unavailable: string[];
}

export function getCheckoutSummary(): Promise<CheckoutSummary> {
  return apiRequest<CheckoutSummary>('/api/checkout/summary');
}

export function placeOrder(addressId: string, paymentMethod: string, idempotencyKey: string) {
  return apiRequest<{ checkout_id: string; total: Poisha; orders: Order[] }>('/api/checkout', {
    method: 'POST',
    body: { address_id: addressId, payment_method: paymentMethod },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
