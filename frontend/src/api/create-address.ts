import { apiRequest } from '@/lib/http/api-client';
import type { Address, AddressFields } from '@/types/address';
import type { Answer, Schema } from '@/types/wire';

export function createAddress(fields: AddressFields, isDefault: boolean): Promise<Address> {
  return apiRequest<Answer<'/shipping-addresses', 'post'>>('/api/shipping-addresses', {
    method: 'POST',
    body: { ...fields, is_default: isDefault } satisfies Schema<'AddressRequest'>,
  });
}
