import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore } from '.';
import { testProduct } from '@/test-support/test-product';
import type { Facets } from '@/types/product';
import { listingRequestKey } from '@/features/products/stores/products-slice';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const facets: Facets = {
  brands: [{ value: 'Samsung', count: 18 }],
  ram: [{ value: 8, count: 7 }],
  rom: [],
  battery: [],
  display: [],
  camera: [],
  price: [],
};

const urlOf = (fetchMock: ReturnType<typeof vi.fn>, call = 0) => new URL(String((fetchMock.mock.calls[call] as unknown[])[0]));

describe('loadListing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the URL listing and stores the answer, the facets and the filters', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { products: [testProduct()], totalProducts: 41, page: 3, perPage: 20, facets })));
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    const params = { page: '3', ram: '8,12', battery: '5000-6000', orderBy: 'price', orderDirection: 'asc', maxPrice: '30000' };
    const pending = store.getState().loadListing(params);
    expect(store.getState().filteredProducts).toMatchObject({
      isLoading: true,
      currentPage: 3,
      orderBy: 'price',
      orderDirection: 'asc',
      requestKey: listingRequestKey(params),
    });
    expect(store.getState().filteredProducts.filterGroup.ram).toEqual([8, 12]);
    await pending;

    const url = urlOf(fetchMock);
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      perPage: '20',
      orderBy: 'price',
      orderDirection: 'asc',
      ram: '8,12',
      battery: '5000-6000',
      maxPrice: '30000',
    });
    const state = store.getState().filteredProducts;
    expect(state).toMatchObject({ totalProducts: 41, isLoading: false, message: null, facets });
    expect(state.products).toHaveLength(1);
  });

  it('lists only the brand of a brand page', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { products: [], totalProducts: 0, facets })));
    vi.stubGlobal('fetch', fetchMock);
    await createShopStore().getState().loadListing({ search: 'pro' }, 'Samsung');
    expect(urlOf(fetchMock).searchParams.get('brands')).toBe('Samsung');
    expect(urlOf(fetchMock).searchParams.get('orderBy')).toBe('relevance');
  });

  it('drops the answer of an older request', async () => {
    let releaseFirst: (r: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (releaseFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve(answer(200, { products: [testProduct({ title: 'New' })], totalProducts: 1, facets })));
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    const first = store.getState().loadListing({ brands: 'Apple' });
    await store.getState().loadListing({ brands: 'Samsung' });
    releaseFirst(answer(200, { products: [testProduct({ title: 'Old' })], totalProducts: 9, facets }));
    await first;
    const state = store.getState().filteredProducts;
    expect(state.products.map((p) => p.title)).toEqual(['New']);
    expect(state.totalProducts).toBe(1);
    expect(state.filterGroup.selectedBrands).toEqual(['Samsung']);
    expect(state.requestKey).toBe(listingRequestKey({ brands: 'Samsung' }));
  });

  it('shows the core message for refused parameters without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    await store.getState().loadListing({ perPage: '500' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().filteredProducts).toMatchObject({
      isLoading: false,
      message: 'perPage must be a whole number from 1 to 100',
    });
  });

  it('keeps the server message when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(400, { message: 'Unknown brand filter' }))),
    );
    const store = createShopStore();
    await store.getState().loadListing({});
    expect(store.getState().filteredProducts).toMatchObject({ isLoading: false, message: 'Unknown brand filter', products: [] });
  });
});

describe('fetchBrands', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the brands once', async () => {
    const brands = [{ _id: '1', name: 'Samsung', slug: 'samsung' }];
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, brands)));
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    await Promise.all([store.getState().fetchBrands(), store.getState().fetchBrands()]);
    await store.getState().fetchBrands();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock).pathname).toBe('/api/brands');
    expect(store.getState().brands).toEqual(brands);
  });
});
