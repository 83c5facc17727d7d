import { apiRequest } from '../../../lib/api-client';

export function deleteProduct(productId: string): Promise<{ _id: string; message: string }> {
  return apiRequest(`/api/delete-product/${encodeURIComponent(productId)}`, { method: 'POST' });
}
