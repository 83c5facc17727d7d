import { apiRequest } from '../../../lib/api-client';

/** Refused with 409 while products still use the brand. */
export function deleteBrand(brandId: string): Promise<{ _id: string; message: string }> {
  return apiRequest(`/api/brands/${encodeURIComponent(brandId)}`, { method: 'DELETE' });
}
