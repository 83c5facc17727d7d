import { apiRequest } from '@/lib/http/api-client';
import type { ProductListing } from '@/types/product';
import type { Answer, GetQuery } from '@/types/wire';

/**
 * Query of `GET /api/products` as the document declares it (multi-values comma-separated, ranges
 * `min-max`, prices TK text), with page numbers as numbers and `author`, which it does not list yet.
 */
export type GetProductsParams = Omit<GetQuery<'/products'>, 'page' | 'perPage'> & {
  page?: number;
  perPage?: number;
  /** Only the phones this account listed. */
  author?: string;
};

export function getProducts(params: GetProductsParams = {}, signal?: AbortSignal): Promise<ProductListing> {
  return apiRequest<Answer<'/products', 'get'>>('/api/products', { query: { ...params }, signal });
}
