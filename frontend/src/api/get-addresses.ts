import { apiRequest } from '@/lib/http/api-client';
import type { Address } from '@/types/address';
import type { Answer } from '@/types/wire';

export function getAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  return apiRequest<Answer<'/shipping-addresses/{user_id}', 'get'>>(`/api/shipping-addresses/${encodeURIComponent(userId)}`, { signal });
}
