import { apiRequest } from '@/lib/http/api-client';
import type { CheckoutDetails } from '@/types/checkout';
import type { Answer, Schema } from '@/types/wire';

/** The checkout of the order `reference` names, shown to the number it ships to (proven by its code). */
export function trackOrder(fields: Schema<'TrackRequest'>): Promise<CheckoutDetails> {
  return apiRequest<Answer<'/orders/track', 'post'>>('/api/orders/track', { method: 'POST', body: fields });
}
