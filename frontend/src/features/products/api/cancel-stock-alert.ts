import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Withdraws the request to be told when this phone is back. */
export function cancelStockAlert(productId: string): Promise<Answer<'/products/{id}/stock-alert', 'delete'>> {
  return apiRequest(`/api/products/${encodeURIComponent(productId)}/stock-alert`, { method: 'DELETE' });
}
