import { useId } from 'react';
import type { ListingQuery } from '@/lib/core/core';
import { useShopStore } from '@/stores/shop-store';
import type { Facets } from '@/types/product';
import { facetGroups, priceOptions } from '../utils/facet-options';
import type { ListingChange } from '../utils/listing-url';
import { BrandLinks } from './brand-links';
import { FilterCheckboxGroup } from './filter-checkbox-group';
import { PriceFilter } from './price-filter';
import { useI18n } from '@/lib/i18n';

interface Props {
  facets: Facets | null;
  query: ListingQuery;
  /** How many filters are on, for the phone toggle button. */
  activeCount: number;
  /** False on a brand's page, where the brand comes from the path. */
  withBrands: boolean;
  onChange: (change: ListingChange) => void;
}

/** The filter sidebar: a toggle button on phones, always open from 992px. */
export function ListingFilters({ facets, query, activeCount, withBrands, onChange }: Props) {
  const i18n = useI18n();
  const open = useShopStore((s) => s.ui.sidebarOpen);
  const toggleSidebar = useShopStore((s) => s.toggleSidebar);
  const panelId = useId();
  const hasPrice = query.filters.price.min !== null || query.filters.price.max !== null;
  return (
    <aside className="listing-filters" aria-label={i18n._('Filters')}>
      <button type="button" className="listing-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => toggleSidebar()}>
        {open ? i18n._('Hide filters') : i18n._('Show filters')}
        {activeCount > 0 && ` (${activeCount})`}
      </button>
      <div id={panelId} className={`listing-filters__panel${open ? ' is-open' : ''}`}>
        {activeCount > 0 && (
          <button type="button" className="product-button product-button--ghost listing-filters__clear" onClick={() => onChange({ type: 'clear' })}>
            {i18n._('Clear filters')}
          </button>
        )}
        {facetGroups(facets, query.filters, withBrands).map((group) => (
          <FilterCheckboxGroup key={group.key} group={group} onToggle={(value) => onChange({ type: 'toggle', key: group.key, value })} />
        ))}
        {(facets?.price.length ?? 0) > 0 && (
          <PriceFilter
            options={priceOptions(facets, query)}
            hasPrice={hasPrice}
            onChange={(range) => onChange({ type: 'price', min: range?.min ?? null, max: range?.max ?? null })}
          />
        )}
        <BrandLinks />
      </div>
    </aside>
  );
}
