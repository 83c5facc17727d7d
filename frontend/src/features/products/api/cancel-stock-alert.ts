import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';
import { variantQuery } from './variant-query';

/** Withdraws the request to be told when this phone is back. */
export function cancelStockAlert(productId: string, variantId?: string | null): Promise<Answer<'/products/{id}/stock-alert', 'delete'>> {
  return apiRequest(`/api/products/${encodeURIComponent(productId)}/stock-alert${variantQuery(variantId)}`, { method: 'DELETE' });
}
