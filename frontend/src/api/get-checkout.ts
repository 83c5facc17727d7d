import { apiRequest } from '@/lib/http/api-client';
import type { CheckoutDetails } from '@/types/checkout';
import type { Answer } from '@/types/wire';

/** One of the customer's checkouts with its payment; a 404 ApiError when there is none. */
export function getCheckout(checkoutId: string, signal?: AbortSignal): Promise<CheckoutDetails> {
  return apiRequest<Answer<'/checkouts/{checkout_id}', 'get'>>(`/api/checkouts/${encodeURIComponent(checkoutId)}`, { signal });
}
