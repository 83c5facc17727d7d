import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** The cart priced by the server, with the payment methods it offers. */
export type CheckoutSummary = Schema<'CheckoutSummaryAnswer'>;

/**
 * The cart priced for delivery to `addressId` (the default address when left
 * out), less `coupon` when given: refused with 409 and the reason when the
 * coupon cannot be used on this cart.
 */
export function getCheckoutSummary(signal?: AbortSignal, addressId?: string, coupon?: string): Promise<CheckoutSummary> {
  return apiRequest<Answer<'/checkout/summary', 'get'>>('/api/checkout/summary', {
    signal,
    query: { address_id: addressId, coupon },
  });
}
