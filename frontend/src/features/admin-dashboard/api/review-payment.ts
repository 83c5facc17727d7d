import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Accepts (paid) or refuses (refunded) a payment the gateway flagged as risky. */
export function reviewPayment(checkoutId: string, accept: boolean): Promise<Answer<'/admin/checkouts/{checkout_id}/review', 'post'>> {
  return apiRequest(`/api/admin/checkouts/${encodeURIComponent(checkoutId)}/review`, { method: 'POST', body: { accept } });
}
