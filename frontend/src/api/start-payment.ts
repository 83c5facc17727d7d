import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/**
 * Opens a bKash payment for the checkout's total (the server's) and answers
 * the page to pay on; 409 when it is not waiting for a payment or its time
 * passed, 502 when bKash cannot be reached.
 */
export function startPayment(checkoutId: string): Promise<Answer<'/checkouts/{checkout_id}/payment', 'post'>> {
  return apiRequest(`/api/checkouts/${encodeURIComponent(checkoutId)}/payment`, { method: 'POST' });
}
