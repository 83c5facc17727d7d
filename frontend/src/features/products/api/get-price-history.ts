import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';
import { variantQuery } from './variant-query';

export type PriceHistory = Answer<'/products/{id}/price-history', 'get'>;
export type PricePoint = PriceHistory['points'][number];

/** A phone's recent prices, its lowest price of the last 30 days and whether its discount is an honest one. */
export function getPriceHistory(productId: string, signal?: AbortSignal, variantId?: string | null): Promise<PriceHistory> {
  return apiRequest<PriceHistory>(`/api/products/${encodeURIComponent(productId)}/price-history${variantQuery(variantId)}`, { signal });
}
