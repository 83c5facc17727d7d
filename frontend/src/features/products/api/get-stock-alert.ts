import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';
import { variantQuery } from './variant-query';

export type StockAlert = Answer<'/products/{id}/stock-alert', 'get'>;

/** Whether the signed-in customer waits for this phone to come back. */
export function getStockAlert(productId: string, signal?: AbortSignal, variantId?: string | null): Promise<StockAlert> {
  return apiRequest<StockAlert>(`/api/products/${encodeURIComponent(productId)}/stock-alert${variantQuery(variantId)}`, { signal });
}
