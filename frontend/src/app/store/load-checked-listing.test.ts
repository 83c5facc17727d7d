import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore } from '.';
import { listingRequestKey } from '@/features/products/stores/products-slice';
import { parseListingParams } from '@/features/products/utils/listing-url';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe("loadListing with the page's checked listing", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the query as the page parsed it, without parsing again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ products: [], totalProducts: 0, facets: null })));
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    const { params, query } = parseListingParams({ ram: '8', page: '2' });
    // A query that its parameters would not give shows that the store takes it as it is.
    const listing = { params, query: { ...query, filters: { ...query.filters, rom: [128] } } };
    await store.getState().loadListing(listing, 'Samsung');

    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '2', ram: '8', rom: '128', brands: 'Samsung' });
    expect(store.getState().filteredProducts).toMatchObject({ currentPage: 2, requestKey: listingRequestKey(params, 'Samsung') });
  });
});
