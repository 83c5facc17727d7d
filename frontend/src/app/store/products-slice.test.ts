import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore } from '.';
import { testProduct } from '@/test-support/test-product';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('products slice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the core listing defaults', () => {
    const state = createShopStore().getState().filteredProducts;
    expect(state).toMatchObject({ products: [], totalProducts: 0, isLoading: false, currentPage: 1 });
    expect(state.perPageShow).toBe(100);
    expect(state.orderBy).toBe('createdAt');
    expect(state.orderDirection).toBe('desc');
  });

  it('loads a page with the default page size and sort', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { products: [testProduct()], totalProducts: 31 })));
    vi.stubGlobal('fetch', fetchMock);
    const store = createShopStore();
    const pending = store.getState().loadListing({ page: '2' });
    expect(store.getState().filteredProducts.isLoading).toBe(true);
    await pending;

    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('perPage')).toBe('20');
    expect(url.searchParams.get('orderBy')).toBe('createdAt');
    expect(url.searchParams.get('orderDirection')).toBe('desc');
    const state = store.getState().filteredProducts;
    expect(state).toMatchObject({ totalProducts: 31, currentPage: 2, isLoading: false, message: null });
    expect(state.products.map((p) => p.title)).toEqual(['Samsung Galaxy A55 5G']);
  });

  it('drops a deleted product from the listing and its total', async () => {
    const kept = testProduct({ _id: 'kept' });
    const gone = testProduct({ _id: 'gone' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(200, { products: [kept, gone], totalProducts: 2 }))),
    );
    const store = createShopStore();
    await store.getState().loadListing({});
    store.getState().removeProduct('gone');
    store.getState().removeProduct('never-listed');
    const state = store.getState().filteredProducts;
    expect(state.products.map((p) => p._id)).toEqual(['kept']);
    expect(state.totalProducts).toBe(1);
  });

  it('keeps the server message when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(503, { message: 'The database is not reachable' }))),
    );
    const store = createShopStore();
    await store.getState().loadListing({});
    expect(store.getState().filteredProducts).toMatchObject({
      isLoading: false,
      message: 'The database is not reachable',
      products: [],
    });
  });
});
