import { describe, expect, it } from 'vitest';
import { parseListing } from '@/lib/core/core';
import type { Facets } from '@/types/product';
import { facetGroups, priceOptions } from './facet-options';

const facets: Facets = {
  brands: [
    { value: 'Apple', count: 18 },
    { value: 'Samsung', count: 0 },
  ],
  ram: [{ value: 8, count: 118 }],
  rom: [],
  battery: [
    { min: 0, max: 3999, count: 64 },
    { min: 4000, max: 5000, count: 86 },
    { min: 7001, max: 30000, count: 0 },
  ],
  display: [
    { min: 61, max: 64, count: 120 },
    { min: 68, max: 150, count: 65 },
  ],
  camera: [],
  price: [
    { min: 0, max: 10000, count: 23 },
    { min: 10001, max: 20000, count: 67 },
    { min: 80001, max: 1000000, count: 56 },
  ],
};

describe('facetGroups', () => {
  it('builds labelled options with counts and ticks the URL selection', () => {
    const groups = facetGroups(facets, parseListing({ brands: 'Apple', battery: '4000-5000' }).filters);
    expect(groups.map((g) => g.legend)).toEqual(['Brand', 'RAM', 'Battery', 'Display size']);
    expect(groups[0]?.options).toEqual([
      { value: 'Apple', label: 'Apple', count: 18, checked: true },
      { value: 'Samsung', label: 'Samsung', count: 0, checked: false },
    ]);
    expect(groups[1]?.options[0]).toMatchObject({ value: '8', label: '8 GB RAM' });
    expect(groups[2]?.options.map((o) => [o.label, o.checked])).toEqual([
      ['Up to 3,999 mAh', false],
      ['4,000 – 5,000 mAh', true],
      ['7,001 mAh and above', false],
    ]);
    // Display facets are tenths of an inch.
    expect(groups[3]?.options.map((o) => o.label)).toEqual(['6.1 – 6.4″', '6.8″ and above']);
  });

  it('keeps a selected value the facets no longer list, so it can be unticked', () => {
    const groups = facetGroups(facets, parseListing({ ram: '16', camera: '200-400' }).filters);
    const ram = groups.find((g) => g.key === 'ram');
    expect(ram?.options).toEqual([
      { value: '8', label: '8 GB RAM', count: 118, checked: false },
      { value: '16', label: '16 GB RAM', count: 0, checked: true },
    ]);
    const small = facetGroups(facets, parseListing({ ram: '3' }).filters).find((g) => g.key === 'ram');
    expect(small?.options.map((o) => o.value)).toEqual(['3', '8']);
    expect(groups.find((g) => g.key === 'camera')?.options).toEqual([{ value: '200-400', label: '200 – 400 MP', count: 0, checked: true }]);
  });

  it('leaves out the brand group on a brand page', () => {
    expect(facetGroups(facets, parseListing({}).filters, false).map((g) => g.key)).not.toContain('brands');
  });
});

describe('priceOptions', () => {
  it('labels whole-TK ranges with the core money format and ticks the exact match', () => {
    const options = priceOptions(facets, parseListing({ minPrice: '10001', maxPrice: '20000' }));
    expect(options.map((o) => o.label)).toEqual(['Up to 10,000.00 TK', '10,001.00 TK – 20,000.00 TK', '80,001.00 TK and above']);
    expect(options.map((o) => o.checked)).toEqual([false, true, false]);
  });
});
