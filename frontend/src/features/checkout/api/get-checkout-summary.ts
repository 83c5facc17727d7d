import { apiRequest } from '../../../lib/api-client';
import type { Answer, Schema } from '../../../types/wire';

/** The cart priced by the server, with the payment methods it offers. */
export type CheckoutSummary = Schema<'CheckoutSummaryAnswer'>;

export function getCheckoutSummary(signal?: AbortSignal): Promise<CheckoutSummary> {
  return apiRequest<Answer<'/checkout/summary', 'get'>>('/api/checkout/summary', { signal });
}
