import { useId } from 'react';
import { listingDefaults, type ListingQuery, type SortDirection, type SortKey } from '@/lib/core/core';
import type { ListingChange } from '../utils/listing-url';
import { sortOptionsFor, sortValue } from '../utils/sort-options';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

const { pageSize, perPageShow } = listingDefaults();
const PAGE_SIZES = [...new Set([pageSize, perPageShow])];

interface Props {
  query: ListingQuery;
  total: number;
  /** False while the count is not known yet. */
  ready: boolean;
  onChange: (change: ListingChange) => void;
}

/** Result count, sort and page size. */
export function ListingToolbar({ query, total, ready, onChange }: Props) {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  const id = useId();
  const options = sortOptionsFor(Boolean(query.search), query.orderBy, query.orderDirection);
  const first = total === 0 ? 0 : (query.page - 1) * query.perPage + 1;
  const last = Math.min(query.page * query.perPage, total);
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" aria-live="polite">
        {ready
          ? total === 0
            ? i18n._('No phones found')
            : total === 1
              ? i18n._('Showing {first}–{last} of {total} phone', { first: number(first), last: number(last), total: number(total) })
              : i18n._('Showing {first}–{last} of {total} phones', { first: number(first), last: number(last), total: number(total) })
          : i18n._('Loading phones…')}
      </p>
      <div className="listing-toolbar__controls">
        <span className="listing-toolbar__field">
          <label htmlFor={`${id}-sort`}>{i18n._('Sort by')}</label>
          <select
            id={`${id}-sort`}
            value={sortValue(query.orderBy, query.orderDirection)}
            onChange={(event) => {
              const [orderBy, orderDirection] = event.target.value.split(':') as [SortKey, SortDirection];
              onChange({ type: 'sort', orderBy, orderDirection });
            }}
          >
            {options.map((o) => (
              <option key={sortValue(o.orderBy, o.orderDirection)} value={sortValue(o.orderBy, o.orderDirection)}>
                {o.label}
              </option>
            ))}
          </select>
        </span>
        <span className="listing-toolbar__field">
          <label htmlFor={`${id}-size`}>{i18n._('Show')}</label>
          <select id={`${id}-size`} value={query.perPage} onChange={(event) => onChange({ type: 'perPage', perPage: Number(event.target.value) })}>
            {[...new Set([...PAGE_SIZES, query.perPage])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {i18n._('{size} per page', { size: number(size) })}
                </option>
              ))}
          </select>
        </span>
      </div>
    </div>
  );
}
