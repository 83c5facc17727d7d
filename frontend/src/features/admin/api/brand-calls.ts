import { apiRequest } from '../../../lib/api-client';
import type { Brand } from '../types';

export function listBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Brand[]>('/api/brands', { signal });
}

export function addBrand(name: string): Promise<Brand> {
  return apiRequest<Brand>('/api/add-brand', { method: 'POST', body: { name } });
}

export function renameBrand(brandId: string, name: string): Promise<Brand> {
  return apiRequest<Brand>(`/api/brands/${encodeURIComponent(brandId)}`, { method: 'PUT', body: { name } });
}

/** Refused with 409 while products still use the brand. */
export function deleteBrand(brandId: string): Promise<{ _id: string; message: string }> {
  return apiRequest(`/api/brands/${encodeURIComponent(brandId)}`, { method: 'DELETE' });
}
