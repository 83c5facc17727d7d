import { apiRequest } from '../lib/api-client';
import type { Address } from '../types/address';

export function getAddresses(userId: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(userId)}`);
}
