import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** The week's searches: the most searched queries and those that found nothing. */
export type QueryReport = Answer<'/admin/search/queries', 'get'>;
/** A phone's other names for the search. */
export type Aliases = Answer<'/admin/product/{id}/search-aliases', 'post'>;

export function weekOfSearches(signal?: AbortSignal): Promise<QueryReport> {
  return apiRequest<QueryReport>('/api/admin/search/queries', { signal });
}

/** Gives a phone `alias` to be found by; refused (400, 409) as the core says. */
export function addSearchAlias(productId: string, alias: string): Promise<Aliases> {
  return apiRequest<Aliases>(`/api/admin/product/${encodeURIComponent(productId)}/search-aliases`, {
    method: 'POST',
    body: { alias },
  });
}

/** The phones a title search lists first, for the admin to pick one. */
export function phonesTitled(title: string, signal?: AbortSignal) {
  return apiRequest<Answer<'/products', 'get'>>('/api/products', { query: { search: title, perPage: 5 }, signal });
}
