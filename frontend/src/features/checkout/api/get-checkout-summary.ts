import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** The cart priced by the server, with the payment methods it offers. */
export type CheckoutSummary = Schema<'CheckoutSummaryAnswer'>;

/** The cart priced for delivery to `addressId` (the default address when left out). */
export function getCheckoutSummary(signal?: AbortSignal, addressId?: string): Promise<CheckoutSummary> {
  return apiRequest<Answer<'/checkout/summary', 'get'>>('/api/checkout/summary', { signal, query: { address_id: addressId } });
}
