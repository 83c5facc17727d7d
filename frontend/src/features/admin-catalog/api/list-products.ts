import { apiRequest } from '@/lib/http/api-client';
import { listingDefaults } from '@/lib/core/core';
import type { ProductPage } from '@/types/admin';
import type { Answer } from '@/types/wire';

/** The admin product list's server page size: the largest the API allows. */
export const PRODUCTS_PER_PAGE = listingDefaults().maxPageSize;

export function listProducts(page: number, search: string, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest<Answer<'/products', 'get'>>('/api/products', {
    query: { perPage: PRODUCTS_PER_PAGE, page, orderBy: 'createdAt', orderDirection: 'desc', search },
    signal,
  });
}
