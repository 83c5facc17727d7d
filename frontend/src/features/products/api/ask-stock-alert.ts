import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Asks to be told once when this out-of-stock phone is back (asking twice keeps one request). */
export function askStockAlert(productId: string): Promise<Answer<'/products/{id}/stock-alert', 'post'>> {
  return apiRequest(`/api/products/${encodeURIComponent(productId)}/stock-alert`, { method: 'POST' });
}
