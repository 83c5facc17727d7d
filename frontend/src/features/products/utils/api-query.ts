// The query of `GET /api/products` for a listing the core has checked: pure
// mapping, no rules, so the store (on every page) can use it before the core
// has arrived.
import type { FilterGroup, ListingParams, ListingQuery, Range } from '@/lib/core/core';
import type { GetProductsParams } from '../api/get-products';

/** The filter groups shown as checkboxes. */
export type ListFilterKey = 'brands' | 'ram' | 'rom' | 'battery' | 'display' | 'camera';
export const LIST_FILTER_KEYS: readonly ListFilterKey[] = ['brands', 'ram', 'rom', 'battery', 'display', 'camera'];

const rangeText = (range: Range) => `${range.min}-${range.max}`;

/** The canonical URL values of one filter group as the core parsed them. */
export function filterValues(filters: FilterGroup, key: ListFilterKey): string[] {
  switch (key) {
    case 'brands':
      return [...filters.selectedBrands];
    case 'ram':
    case 'rom':
      return filters[key].map(String);
    default:
      return filters[key].map(rangeText);
  }
}

/** The query of `GET /api/products` for a checked listing; `brand` pins the brand of a brand page. */
export function toApiQuery(query: ListingQuery, params: ListingParams, brand?: string): GetProductsParams {
  const api: GetProductsParams = {
    page: query.page,
    perPage: query.perPage,
    orderBy: query.orderBy,
    orderDirection: query.orderDirection,
  };
  if (query.search) api.search = query.search;
  for (const key of LIST_FILTER_KEYS) {
    const values = filterValues(query.filters, key);
    if (values.length) api[key] = values.join(',');
  }
  if (brand) api.brands = brand;
  if (params.minPrice) api.minPrice = params.minPrice.trim();
  if (params.maxPrice) api.maxPrice = params.maxPrice.trim();
  if (query.author) api.author = query.author;
  return api;
}
