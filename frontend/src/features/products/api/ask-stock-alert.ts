import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';
import { variantQuery } from './variant-query';

/** Asks to be told once when this out-of-stock phone is back (asking twice keeps one request). */
export function askStockAlert(productId: string, variantId?: string | null): Promise<Answer<'/products/{id}/stock-alert', 'post'>> {
  return apiRequest(`/api/products/${encodeURIComponent(productId)}/stock-alert${variantQuery(variantId)}`, { method: 'POST' });
}
