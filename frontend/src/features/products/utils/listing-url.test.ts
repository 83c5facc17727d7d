import { describe, expect, it } from 'vitest';
import { parseListing } from '@/lib/core/core';
import {
  activeFilterCount,
  applyListingChange,
  defaultSort,
  isAuthorId,
  parseListingParams,
  readListingParams,
  toApiQuery,
  toSearchString,
} from './listing-url';

const parsedFrom = (search: string) => parseListingParams(readListingParams(new URLSearchParams(search)));
const change = (search: string, c: Parameters<typeof applyListingChange>[1]) => toSearchString(applyListingChange(parsedFrom(search), c));

describe('readListingParams', () => {
  it('keeps the known, non-empty keys only', () => {
    expect(readListingParams(new URLSearchParams('search=galaxy&brands=&utm=x&page=2&author=me'))).toEqual({
      search: 'galaxy',
      page: '2',
    });
  });
});

describe('parseListingParams', () => {
  it('fills in the core defaults', () => {
    const { query, error } = parsedFrom('');
    expect(error).toBeNull();
    expect(query).toMatchObject({ page: 1, perPage: 20, orderBy: 'createdAt', orderDirection: 'desc' });
  });

  it('sorts searches by relevance', () => {
    expect(parsedFrom('search=galaxy').query.orderBy).toBe('relevance');
  });

  it('falls back to the defaults, keeping the search, with the core message when the URL is refused', () => {
    const parsed = parsedFrom('search=galaxy&perPage=500&brands=Samsung');
    expect(parsed.error).toBe('perPage must be a whole number from 1 to 100');
    expect(parsed.params).toEqual({ search: 'galaxy' });
    expect(parsed.query).toMatchObject({ perPage: 20, search: 'galaxy' });
    expect(parsed.query.filters.selectedBrands).toEqual([]);
  });
});

describe('toApiQuery', () => {
  it('sends the checked values, ranges as min-max and prices as typed', () => {
    const { query, params } = parsedFrom('page=3&perPage=100&brands=Samsung,Apple&ram=8,12&battery=5000-6000&display=61-64&minPrice=10000&maxPrice=30000');
    expect(toApiQuery(query, params)).toEqual({
      page: 3,
      perPage: 100,
      orderBy: 'createdAt',
      orderDirection: 'desc',
      brands: 'Samsung,Apple',
      ram: '8,12',
      battery: '5000-6000',
      display: '61-64',
      minPrice: '10000',
      maxPrice: '30000',
    });
  });

  it('pins the brand of a brand page', () => {
    const { query, params } = parsedFrom('brands=Apple&search=pro');
    expect(toApiQuery(query, params, 'Samsung')).toMatchObject({ brands: 'Samsung', search: 'pro', orderBy: 'relevance' });
  });
});

describe('applyListingChange', () => {
  it('adds and removes a filter value and goes back to page 1', () => {
    expect(change('brands=Samsung&page=4', { type: 'toggle', key: 'brands', value: 'Apple' })).toBe('?brands=Samsung%2CApple');
    expect(change('brands=Samsung,Apple&page=4', { type: 'toggle', key: 'brands', value: 'Samsung' })).toBe('?brands=Apple');
    expect(change('battery=5000-6000', { type: 'toggle', key: 'battery', value: '5000-6000' })).toBe('');
  });

  it('sets and clears the price range', () => {
    expect(change('', { type: 'price', min: 10001, max: 20000 })).toBe('?minPrice=10001&maxPrice=20000');
    expect(change('minPrice=0&maxPrice=10000', { type: 'price', min: null, max: null })).toBe('');
  });

  it('leaves the default sort and page size out of the URL', () => {
    expect(change('', { type: 'sort', orderBy: 'price', orderDirection: 'asc' })).toBe('?orderBy=price&orderDirection=asc');
    expect(change('orderBy=price&orderDirection=asc', { type: 'sort', orderBy: 'createdAt', orderDirection: 'desc' })).toBe('');
    // While searching the default is relevance, so "newest" has to be written.
    expect(change('search=x', { type: 'sort', orderBy: 'createdAt', orderDirection: 'desc' })).toBe('?orderBy=createdAt&orderDirection=desc&search=x');
    expect(change('page=2', { type: 'perPage', perPage: 100 })).toBe('?perPage=100');
    expect(change('perPage=100', { type: 'perPage', perPage: 20 })).toBe('');
  });

  it('pages without touching the filters', () => {
    expect(change('ram=8', { type: 'page', page: 3 })).toBe('?page=3&ram=8');
    expect(change('ram=8&page=3', { type: 'page', page: 1 })).toBe('?ram=8');
  });

  it('clears the filters but keeps search, sort and page size', () => {
    expect(
      change('search=a&orderBy=price&orderDirection=asc&perPage=100&brands=Samsung&ram=8&minPrice=1&maxPrice=2&page=2', {
        type: 'clear',
      }),
    ).toBe('?perPage=100&orderBy=price&orderDirection=asc&search=a');
  });

  it('starts from the fallback when the URL was refused', () => {
    expect(change('search=a&page=x&brands=Samsung', { type: 'toggle', key: 'ram', value: '8' })).toBe('?search=a&ram=8');
  });
});

describe('defaultSort and activeFilterCount', () => {
  it('answers the core default for each context', () => {
    expect(defaultSort(null)).toEqual({ orderBy: 'createdAt', orderDirection: 'desc' });
    expect(defaultSort('galaxy')).toEqual({ orderBy: 'relevance', orderDirection: 'desc' });
  });

  it('counts each selected value and a price range once', () => {
    const params = { brands: 'Samsung,Apple', ram: '8', minPrice: '100', maxPrice: '200' };
    const query = parseListing(params);
    expect(activeFilterCount(params, query)).toBe(4);
    expect(activeFilterCount(params, query, false)).toBe(2);
  });
});

describe('author pages', () => {
  it('tells an account id from a brand slug with the core, and asks the API for that author', () => {
    expect(isAuthorId('665f1c2e9b1e8a3d4c5b6a70')).toBe(true);
    expect(isAuthorId('samsung')).toBe(false);
    const { query, params } = parseListingParams({ author: '665f1c2e9b1e8a3d4c5b6a70' });
    expect(toApiQuery(query, params).author).toBe('665f1c2e9b1e8a3d4c5b6a70');
  });
});
