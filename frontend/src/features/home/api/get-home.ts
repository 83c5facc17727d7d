import { apiRequest } from '../../../lib/api-client';
import type { Product } from '../../../types/product';

/** `GET /api/home`: the five home sections in one call. */
export interface HomeSections {
  latest: Product[];
  topFavorites: Product[];
  topSales: Product[];
  topDiscount: Product[];
  topRating: Product[];
}

export function getHome(signal?: AbortSignal): Promise<HomeSections> {
  return apiRequest<HomeSections>('/api/home', { signal });
}
