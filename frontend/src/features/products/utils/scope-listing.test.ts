import { describe, expect, it } from 'vitest';
import { parseListingParams, readListingParams, scopeListing } from './listing-url';

const checked = (search: string) => parseListingParams(readListingParams(new URLSearchParams(search)));

describe('scopeListing', () => {
  it('keeps a catalog listing as checked', () => {
    const listing = checked('ram=8&search=pro');
    expect(scopeListing(listing, {})).toEqual({ params: listing.params, query: listing.query });
  });

  it('drops the URL brands on a brand page, in the parameters and the parsed filters', () => {
    const scoped = scopeListing(checked('brands=Apple&ram=8'), { brandPage: true });
    expect(scoped.params).toEqual({ ram: '8' });
    expect(scoped.query.filters.selectedBrands).toEqual([]);
    expect(scoped.query.filters.ram).toEqual([8]);
  });

  it('lists an author page by that author', () => {
    const scoped = scopeListing(checked('page=2'), { author: '665f1c2e9b1e8a3d4c5b6a70' });
    expect(scoped.params).toEqual({ page: '2', author: '665f1c2e9b1e8a3d4c5b6a70' });
    expect(scoped.query).toMatchObject({ page: 2, author: '665f1c2e9b1e8a3d4c5b6a70' });
  });
});
