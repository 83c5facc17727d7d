// One bound store built from the feature slices.
import { create } from 'zustand';
import { createProductsSlice, type ProductsSlice } from '../features/products/stores/products-slice';

export type ShopState = ProductsSlice;

export const createShopStore = () =>
  create<ShopState>()((...args) => ({
    ...createProductsSlice(...args),
  }));

export const useShopStore = createShopStore();
