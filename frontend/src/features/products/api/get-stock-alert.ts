import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type StockAlert = Answer<'/products/{id}/stock-alert', 'get'>;

/** Whether the signed-in customer waits for this phone to come back. */
export function getStockAlert(productId: string, signal?: AbortSignal): Promise<StockAlert> {
  return apiRequest<StockAlert>(`/api/products/${encodeURIComponent(productId)}/stock-alert`, { signal });
}
