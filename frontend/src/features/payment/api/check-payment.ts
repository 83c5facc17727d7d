import { apiRequest } from '@/lib/http/api-client';
import type { CheckoutDetails } from '@/types/checkout';
import type { Answer } from '@/types/wire';

/** Asks bKash about the checkout now and answers it as it stands after that. */
export function checkPayment(checkoutId: string): Promise<CheckoutDetails> {
  return apiRequest<Answer<'/checkouts/{checkout_id}/payment/check', 'post'>>(`/api/checkouts/${encodeURIComponent(checkoutId)}/payment/check`, {
    method: 'POST',
  });
}
