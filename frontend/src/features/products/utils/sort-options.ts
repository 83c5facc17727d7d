import type { SortDirection, SortKey } from '../../../lib/core';

export interface SortOption {
  label: string;
  orderBy: SortKey;
  orderDirection: SortDirection;
}

/** The sorts the list offers; "Best match" only while searching. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { label: 'Best match', orderBy: 'relevance', orderDirection: 'desc' },
  { label: 'Newest', orderBy: 'createdAt', orderDirection: 'desc' },
  { label: 'Price: low to high', orderBy: 'price', orderDirection: 'asc' },
  { label: 'Price: high to low', orderBy: 'price', orderDirection: 'desc' },
  { label: 'Best selling', orderBy: 'sold', orderDirection: 'desc' },
  { label: 'Top rated', orderBy: 'rate', orderDirection: 'desc' },
  { label: 'Biggest discount', orderBy: 'discount', orderDirection: 'desc' },
];

export const sortValue = (orderBy: SortKey, orderDirection: SortDirection) => `${orderBy}:${orderDirection}`;

/** The options for the select: relevance only with a search; an unlisted URL sort is kept selectable. */
export function sortOptionsFor(searching: boolean, orderBy: SortKey, orderDirection: SortDirection): SortOption[] {
  const options = SORT_OPTIONS.filter((o) => searching || o.orderBy !== 'relevance');
  const current = sortValue(orderBy, orderDirection);
  if (!options.some((o) => sortValue(o.orderBy, o.orderDirection) === current)) {
    options.push({ label: `${orderBy} (${orderDirection === 'asc' ? 'ascending' : 'descending'})`, orderBy, orderDirection });
  }
  return options;
}
