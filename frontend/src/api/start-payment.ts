import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/**
 * Opens a payment for the checkout's total (the server's) with its provider
 * and answers the page to pay on; an advance may name another online
 * `method`. 409 when it is not waiting for a payment or its time passed, 502
 * when the provider cannot be reached.
 */
export function startPayment(checkoutId: string, method?: string): Promise<Answer<'/checkouts/{checkout_id}/payment', 'post'>> {
  return apiRequest(`/api/checkouts/${encodeURIComponent(checkoutId)}/payment`, { method: 'POST', query: method ? { method } : undefined });
}
