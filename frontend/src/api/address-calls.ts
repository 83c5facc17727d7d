import { apiRequest } from '../lib/api-client';
import type { Address, AddressFields } from '../types/address';

export function getAddresses(userId: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(userId)}`);
}

export function createAddress(fields: AddressFields, isDefault: boolean): Promise<Address> {
  return apiRequest<Address>('/api/shipping-addresses', { method: 'POST', body: { ...fields, is_default: isDefault } });
}

export function updateAddress(id: string, fields: AddressFields): Promise<Address> {
  return apiRequest<Address>(`/api/shipping-addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: fields });
}

/** Answers the customer's remaining addresses. */
export function deleteAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Answers the customer's addresses with the new default. */
export function makeDefaultAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });
}
