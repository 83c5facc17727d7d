import { defaultListing, listingDefaults as defaults } from '@/generated/core-constants';
import type { FilterGroup, ListingParams, ListingQuery, SortDirection, SortKey } from '@/lib/core/core';
import { loadCore, loadedCore } from '@/lib/core/load-core';
import { getBrands } from '../api/get-brands';
import { getProducts } from '../api/get-products';
import type { ShopSlice } from '@/stores/shop-store';
import type { Brand, Facets, Product } from '@/types/product';
import { toApiQuery } from '../utils/api-query';
import type { CheckedListing } from '../utils/listing-url';
import { messageOf } from '@/lib/format/error-message';
import { i18n } from '@/lib/i18n';

export interface FilteredProducts {
  products: Product[];
  totalProducts: number;
  isLoading: boolean;
  message: string | null;
  search: string;
  currentPage: number;
  /** The contract's "show more" page size (100); the page size in use is `perPage`. */
  perPageShow: number;
  perPage: number;
  orderBy: SortKey;
  orderDirection: SortDirection;
  /** The selected filters of the last listing asked for (mirrors the URL). */
  filterGroup: FilterGroup;
  facets: Facets | null;
  /** For a search that found nothing: a query near it that finds phones (the server's "did you mean"). */
  didYouMean: string | null;
  /** Identifies the listing last asked for by `loadListing`, to tell a fresh answer from a stale one. */
  requestKey: string | null;
}

export interface ProductsSlice {
  filteredProducts: FilteredProducts;
  brands: Brand[];
  /**
   * Loads a listing: the page's checked listing (parsed once, from the URL), or
   * URL-style `params`, which are checked here (a refusal becomes `message`);
   * `brand` pins a brand page's brand. An answer to an older call is dropped.
   */
  loadListing: (listing: CheckedListing | ListingParams, brand?: string) => Promise<void>;
  /** Loads the brand list once; does nothing when it is already there. */
  fetchBrands: () => Promise<void>;
  /** Drops a deleted product from the listing shown (contract §4). */
  removeProduct: (productId: string) => void;
}

const emptyFilters = (): FilterGroup => structuredClone(defaultListing.filters);

export const initialFilteredProducts: FilteredProducts = {
  products: [],
  totalProducts: 0,
  isLoading: false,
  message: null,
  search: '',
  currentPage: 1,
  perPageShow: defaults.perPageShow,
  perPage: defaults.pageSize,
  orderBy: defaults.orderBy,
  orderDirection: defaults.orderDirection,
  filterGroup: emptyFilters(),
  facets: null,
  didYouMean: null,
  requestKey: null,
};

const isChecked = (listing: CheckedListing | ListingParams): listing is CheckedListing => 'query' in listing;

/** The key `loadListing` stores for these arguments. */
export const listingRequestKey = (params: ListingParams, brand?: string) => JSON.stringify([params, brand ?? null]);

export const createProductsSlice: ShopSlice<ProductsSlice> = (set, get) => {
  let inFlight: AbortController | null = null;
  let brandsLoading = false;

  return {
    filteredProducts: initialFilteredProducts,
    brands: [],
    loadListing: async (listing, brand) => {
      const checked = isChecked(listing) ? listing : null;
      const params = isChecked(listing) ? listing.params : listing;
      const requestKey = listingRequestKey(params, brand);
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const current = get().filteredProducts;

      let query: ListingQuery;
      try {
        // Synchronous when the core is here, so the loading state shows at once.
        query = checked ? checked.query : (loadedCore() ?? (await loadCore())).parseListing(params);
      } catch (error) {
        if (inFlight !== controller) return;
        set({
          filteredProducts: { ...current, requestKey, isLoading: false, products: [], totalProducts: 0, message: messageOf(error, i18n._('Invalid listing')) },
        });
        return;
      }
      // A later call may have started while the core arrived.
      if (inFlight !== controller) return;

      set({
        filteredProducts: {
          ...get().filteredProducts,
          requestKey,
          isLoading: true,
          message: null,
          search: query.search ?? '',
          currentPage: query.page,
          perPage: query.perPage,
          orderBy: query.orderBy,
          orderDirection: query.orderDirection,
          filterGroup: query.filters,
        },
      });
      try {
        const answer = await getProducts(toApiQuery(query, params, brand), controller.signal);
        if (inFlight !== controller) return;
        set({
          filteredProducts: {
            ...get().filteredProducts,
            products: answer.products,
            totalProducts: answer.totalProducts,
            facets: answer.facets ?? null,
            didYouMean: answer.didYouMean ?? null,
            isLoading: false,
          },
        });
      } catch (error) {
        if (inFlight !== controller) return;
        set({
          filteredProducts: {
            ...get().filteredProducts,
            products: [],
            totalProducts: 0,
            didYouMean: null,
            isLoading: false,
            message: messageOf(error, i18n._('Could not load products')),
          },
        });
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },

    removeProduct: (productId) => {
      const listing = get().filteredProducts;
      const products = listing.products.filter((p) => p._id !== productId);
      if (products.length === listing.products.length) return;
      set({ filteredProducts: { ...listing, products, totalProducts: Math.max(0, listing.totalProducts - 1) } });
    },

    fetchBrands: async () => {
      if (get().brands.length > 0 || brandsLoading) return;
      brandsLoading = true;
      try {
        set({ brands: await getBrands() });
      } catch {
        // The brand links are extra; the list works without them.
      } finally {
        brandsLoading = false;
      }
    },
  };
};
