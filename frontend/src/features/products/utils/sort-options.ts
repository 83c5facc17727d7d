import type { SortDirection, SortKey } from '@/lib/core/core';
import { i18n } from '@/lib/i18n';

export interface SortOption {
  label: string;
  orderBy: SortKey;
  orderDirection: SortDirection;
}

/** The sorts the list offers; "Best match" only while searching. */
/** The orders a listing offers, named in the language shown. */
export const sortOptions = (): readonly SortOption[] => [
  { label: i18n._('Best match'), orderBy: 'relevance', orderDirection: 'desc' },
  { label: i18n._('Newest'), orderBy: 'createdAt', orderDirection: 'desc' },
  { label: i18n._('Price: low to high'), orderBy: 'price', orderDirection: 'asc' },
  { label: i18n._('Price: high to low'), orderBy: 'price', orderDirection: 'desc' },
  { label: i18n._('Best selling'), orderBy: 'sold', orderDirection: 'desc' },
  { label: i18n._('Top rated'), orderBy: 'rate', orderDirection: 'desc' },
  { label: i18n._('Biggest discount'), orderBy: 'discount', orderDirection: 'desc' },
];

export const sortValue = (orderBy: SortKey, orderDirection: SortDirection) => `${orderBy}:${orderDirection}`;

/** The options for the select: relevance only with a search; an unlisted URL sort is kept selectable. */
export function sortOptionsFor(searching: boolean, orderBy: SortKey, orderDirection: SortDirection): SortOption[] {
  const options = sortOptions().filter((o) => searching || o.orderBy !== 'relevance');
  const current = sortValue(orderBy, orderDirection);
  if (!options.some((o) => sortValue(o.orderBy, o.orderDirection) === current)) {
    options.push({ label: `${orderBy} (${orderDirection === 'asc' ? 'ascending' : 'descending'})`, orderBy, orderDirection });
  }
  return options;
}
