import { apiRequest } from '../../../lib/api-client';
import type { Address } from '../../../types/address';

/** Answers the customer's addresses with the new default. */
export function makeDefaultAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });
}
