import { apiRequest } from '@/lib/http/api-client';
import type { Address, AddressFields } from '@/types/address';
import type { Answer, Schema } from '@/types/wire';

export function updateAddress(id: string, fields: AddressFields): Promise<Address> {
  return apiRequest<Answer<'/shipping-addresses/{id}', 'put'>>(`/api/shipping-addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: fields satisfies Schema<'AddressRequest'>,
  });
}
