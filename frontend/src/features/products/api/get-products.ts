import { apiRequest } from '../../../lib/api-client';
import type { ProductListing } from '../../../types/product';

/** Query of `GET /api/products`: multi-values are comma-separated, ranges `min-max`, prices TK text. */
export interface GetProductsParams {
  page?: number;
  perPage?: number;
  orderBy?: string;
  orderDirection?: string;
  search?: string;
  brands?: string;
  ram?: string;
  rom?: string;
  battery?: string;
  display?: string;
  camera?: string;
  minPrice?: string;
  maxPrice?: string;
  /** Only the phones this account listed. */
  author?: string;
}

export function getProducts(params: GetProductsParams = {}, signal?: AbortSignal): Promise<ProductListing> {
  return apiRequest<ProductListing>('/api/products', { query: { ...params }, signal });
}
