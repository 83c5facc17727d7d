// The checkbox options of each filter group: the API's facets, plus any value
// the URL selects that the facets no longer list (so it can be unticked).
import { moneyFromTk, type FilterGroup, type ListingQuery } from '@/lib/core/core';
import type { FacetRange, FacetValue, Facets } from '@/types/product';
import { batteryLabel, cameraLabel, displayLabel, priceLabel, ramLabel, romLabel } from './facet-labels';
import { filterValues, type ListFilterKey } from './listing-url';
import { i18n } from '@/lib/i18n';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

export interface FacetGroup {
  key: ListFilterKey;
  legend: string;
  options: FacetOption[];
}

type RangeLabel = (range: FacetRange, isLast: boolean) => string;

function valueOptions<F extends FacetValue>(
  facet: F[],
  selected: string[],
  label: (value: F['value']) => string,
  parse: (text: string) => F['value'],
): FacetOption[] {
  const options = facet.map(({ value, count }) => ({
    value: String(value),
    label: label(value),
    count,
    checked: selected.includes(String(value)),
  }));
  for (const value of selected) {
    if (!options.some((o) => o.value === value)) options.push({ value, label: label(parse(value)), count: 0, checked: true });
  }
  return options;
}

function rangeOptions(facet: FacetRange[], selected: string[], label: RangeLabel): FacetOption[] {
  const options = facet.map((range, i) => {
    const value = `${range.min}-${range.max}`;
    return { value, label: label(range, i === facet.length - 1), count: range.count, checked: selected.includes(value) };
  });
  for (const value of selected) {
    if (options.some((o) => o.value === value)) continue;
    const [min = 0, max = 0] = value.split('-').map(Number);
    options.push({ value, label: label({ min, max, count: 0 }, false), count: 0, checked: true });
  }
  return bySize(options);
}

/** Sizes and ranges read smallest first, also when a selected one was added at the end. */
const bySize = (options: FacetOption[]) => options.sort((a, b) => parseInt(a.value, 10) - parseInt(b.value, 10));

const EMPTY: Facets = { brands: [], ram: [], rom: [], battery: [], display: [], camera: [], price: [] };

/** The checkbox groups in sidebar order; `withBrands` false on a brand's own page. */
export function facetGroups(facets: Facets | null, filters: FilterGroup, withBrands = true): FacetGroup[] {
  const f = facets ?? EMPTY;
  const selected = (key: ListFilterKey) => filterValues(filters, key);
  const groups: FacetGroup[] = [
    {
      key: 'brands',
      legend: i18n._('Brand'),
      options: valueOptions(
        f.brands,
        selected('brands'),
        (v) => v,
        (t) => t,
      ),
    },
    { key: 'ram', legend: i18n._('RAM'), options: bySize(valueOptions(f.ram, selected('ram'), ramLabel, Number)) },
    { key: 'rom', legend: i18n._('Storage'), options: bySize(valueOptions(f.rom, selected('rom'), romLabel, Number)) },
    { key: 'battery', legend: i18n._('Battery'), options: rangeOptions(f.battery, selected('battery'), batteryLabel) },
    { key: 'display', legend: i18n._('Display size'), options: rangeOptions(f.display, selected('display'), displayLabel) },
    { key: 'camera', legend: i18n._('Main camera'), options: rangeOptions(f.camera, selected('camera'), cameraLabel) },
  ];
  return groups.filter((g) => (withBrands || g.key !== 'brands') && g.options.length > 0);
}

export interface PriceOption {
  min: number;
  max: number;
  label: string;
  count: number;
  checked: boolean;
}

/** The price choices (whole TK); one is checked when the URL's min and max match it exactly. */
export function priceOptions(facets: Facets | null, query: ListingQuery): PriceOption[] {
  const ranges = facets?.price ?? [];
  const { min, max } = query.filters.price;
  return ranges.map((range, i) => ({
    min: range.min,
    max: range.max,
    label: priceLabel(range, i === ranges.length - 1),
    count: range.count,
    checked: min === moneyFromTk(range.min) && max === moneyFromTk(range.max),
  }));
}
