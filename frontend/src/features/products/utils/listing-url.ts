// The product list keeps its filters, sort and page in the URL query string.
// These pure helpers map that query string to the core's ListingParams and
// back; every check and default comes from the core's parseListing.
import {
  isShopCoreError,
  listingDefaults,
  parseListing,
  type FilterGroup,
  type ListingParams,
  type ListingQuery,
  type SortDirection,
  type SortKey,
} from '@/lib/core/core';
import { messageOf } from '@/lib/format/error-message';
import { LIST_FILTER_KEYS, type ListFilterKey, filterValues } from './api-query';
import { i18n } from '@/lib/i18n';

export { LIST_FILTER_KEYS, type ListFilterKey, filterValues, toApiQuery } from './api-query';

/** The URL keys the list reads (`author` is the admin's, not the catalog's). */
export const LISTING_KEYS = [
  'page',
  'perPage',
  'orderBy',
  'orderDirection',
  'search',
  'brands',
  'ram',
  'rom',
  'battery',
  'display',
  'camera',
  'minPrice',
  'maxPrice',
] as const satisfies readonly (keyof ListingParams)[];

const FILTER_KEYS = [...LIST_FILTER_KEYS, 'minPrice', 'maxPrice'] as const;

/** The listing parameters present (and non-empty) in a query string. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const params: ListingParams = {};
  for (const key of LISTING_KEYS) {
    const value = search.get(key);
    if (value !== null && value.trim() !== '') params[key] = value;
  }
  return params;
}

/** A listing checked by the core once: its URL-style parameters and the query the core parsed from them. */
export interface CheckedListing {
  /** The parameters actually used: the URL's, or the fallback when they were refused. */
  params: ListingParams;
  query: ListingQuery;
}

export interface ParsedListing extends CheckedListing {
  /** The core's message when the URL was refused. */
  error: string | null;
}

/** Checks URL parameters with the core; on refusal keeps only the search text (or nothing). */
export function parseListingParams(params: ListingParams): ParsedListing {
  try {
    return { params, query: parseListing(params), error: null };
  } catch (error) {
    if (!isShopCoreError(error)) throw error;
    const refused = messageOf(error, i18n._('These filters could not be read, so they were cleared'));
    const fallback: ListingParams = params.search === undefined ? {} : { search: params.search };
    try {
      return { params: fallback, query: parseListing(fallback), error: refused };
    } catch {
      return { params: {}, query: parseListing({}), error: refused };
    }
  }
}

/** Whether a group has `value` selected. */
export function isSelected(filters: FilterGroup, key: ListFilterKey, value: string): boolean {
  return filterValues(filters, key).includes(value);
}

/** How many filters are on (for the "Filters (n)" button); a brand page leaves out the brand group. */
export function activeFilterCount(params: ListingParams, query: ListingQuery, withBrands = true): number {
  const keys = LIST_FILTER_KEYS.filter((key) => withBrands || key !== 'brands');
  const lists = keys.reduce((sum, key) => sum + filterValues(query.filters, key).length, 0);
  return lists + (params.minPrice || params.maxPrice ? 1 : 0);
}

/** The account id `/products/{segment}` names (an author's page), or null for a brand; the core decides. */
export function authorOf(segment: string): string | null {
  try {
    return parseListing({ author: segment }).author;
  } catch (error) {
    if (isShopCoreError(error)) return null;
    throw error;
  }
}

/** Whether `/products/{segment}` names an account (an author's page) rather than a brand. */
export function isAuthorId(segment: string): boolean {
  return authorOf(segment) !== null;
}

/**
 * What a page asks the server for, from the listing it checked: a brand page lists
 * its own brand whatever `brands=` says, an author page that author's phones.
 * Nothing is parsed again.
 */
export function scopeListing(checked: CheckedListing, scope: { author?: string; brandPage?: boolean }): CheckedListing {
  const { params, query } = checked;
  if (scope.author) return { params: { ...params, author: scope.author }, query: { ...query, author: scope.author } };
  if (!scope.brandPage) return { params, query };
  const rest = { ...params };
  delete rest.brands;
  return { params: rest, query: { ...query, filters: { ...query.filters, selectedBrands: [] } } };
}

/** The sort a listing has when the URL names none (relevance while searching). */
export function defaultSort(search: string | null): { orderBy: SortKey; orderDirection: SortDirection } {
  const { orderBy, orderDirection } = parseListing(search ? { search } : {});
  return { orderBy, orderDirection };
}

export type ListingChange =
  | { type: 'toggle'; key: ListFilterKey; value: string }
  | { type: 'price'; min: number | null; max: number | null }
  | { type: 'sort'; orderBy: SortKey; orderDirection: SortDirection }
  | { type: 'perPage'; perPage: number }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/**
 * The query string after one change. `params`/`query` are the checked listing
 * (so a refused URL is replaced by its fallback); every change but paging goes
 * back to page 1, and values equal to the defaults are left out.
 */
export function applyListingChange(parsed: Pick<ParsedListing, 'params' | 'query'>, change: ListingChange): URLSearchParams {
  const { params, query } = parsed;
  const next = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = params[key];
    if (value !== undefined) next.set(key, value);
  }
  if (change.type !== 'page') next.delete('page');

  switch (change.type) {
    case 'toggle': {
      const values = filterValues(query.filters, change.key);
      const toggled = values.includes(change.value) ? values.filter((v) => v !== change.value) : [...values, change.value];
      setOrDelete(next, change.key, toggled.join(','));
      break;
    }
    case 'price':
      setOrDelete(next, 'minPrice', change.min === null ? '' : String(change.min));
      setOrDelete(next, 'maxPrice', change.max === null ? '' : String(change.max));
      break;
    case 'sort': {
      const fallback = defaultSort(query.search);
      const isDefault = fallback.orderBy === change.orderBy && fallback.orderDirection === change.orderDirection;
      setOrDelete(next, 'orderBy', isDefault ? '' : change.orderBy);
      setOrDelete(next, 'orderDirection', isDefault ? '' : change.orderDirection);
      break;
    }
    case 'perPage':
      setOrDelete(next, 'perPage', change.perPage === listingDefaults().pageSize ? '' : String(change.perPage));
      break;
    case 'page':
      setOrDelete(next, 'page', change.page <= 1 ? '' : String(change.page));
      break;
    case 'clear':
      for (const key of FILTER_KEYS) next.delete(key);
      break;
  }
  // Always the same key order, so equal listings have equal links.
  const ordered = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = next.get(key);
    if (value !== null) ordered.set(key, value);
  }
  return ordered;
}

function setOrDelete(search: URLSearchParams, key: string, value: string) {
  if (value) search.set(key, value);
  else search.delete(key);
}

/** `?a=b` or an empty string, for links. */
export function toSearchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}
