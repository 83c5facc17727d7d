import type { StateCreator } from 'zustand';
import { listingDefaults, type SortDirection, type SortKey } from '../../../lib/core';
import { getProducts } from '../api/get-products';
import type { ShopState } from '../../../stores';
import type { Product } from '../types';

const defaults = listingDefaults();

export interface FilteredProducts {
  products: Product[];
  totalProducts: number;
  isLoading: boolean;
  message: string | null;
  search: string;
  currentPage: number;
  perPageShow: number;
  orderBy: SortKey;
  orderDirection: SortDirection;
}

export interface ProductsSlice {
  filteredProducts: FilteredProducts;
  fetchProducts: (page?: number) => Promise<void>;
}

export const initialFilteredProducts: FilteredProducts = {
  products: [],
  totalProducts: 0,
  isLoading: false,
  message: null,
  search: '',
  currentPage: 1,
  perPageShow: defaults.perPageShow,
  orderBy: defaults.orderBy,
  orderDirection: defaults.orderDirection,
};

export const createProductsSlice: StateCreator<ShopState, [], [], ProductsSlice> = (set, get) => ({
  filteredProducts: initialFilteredProducts,
  fetchProducts: async (page = 1) => {
    const current = get().filteredProducts;
    set({ filteredProducts: { ...current, isLoading: true, message: null } });
    try {
      const answer = await getProducts({
        page,
        perPage: defaults.pageSize,
        orderBy: current.orderBy,
        orderDirection: current.orderDirection,
      });
      set({
        filteredProducts: {
          ...get().filteredProducts,
          products: answer.products,
          totalProducts: answer.totalProducts,
          currentPage: page,
          isLoading: false,
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not load products';
      set({ filteredProducts: { ...get().filteredProducts, isLoading: false, message } });
    }
  },
});
