import { apiRequest } from '../../../lib/api-client';
import type { ProductPage } from '../types';

export interface GetProductsParams {
  page?: number;
  perPage?: number;
  orderBy?: string;
  orderDirection?: string;
}

export function getProducts(params: GetProductsParams = {}, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest<ProductPage>('/api/products', { query: { ...params }, signal });
}
