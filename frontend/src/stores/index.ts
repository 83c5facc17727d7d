// One bound store built from the feature slices (spec §3 application state).
import { create } from 'zustand';
import { type AuthSlice, createAuthSlice } from '../features/auth/stores/auth-slice';
import { type CartSlice, createCartSlice } from '../features/cart/stores/cart-slice';
import { createNoticeSlice, type NoticeSlice } from '../features/notice/stores/notice-slice';
import { createProductsSlice, type ProductsSlice } from '../features/products/stores/products-slice';
import { createUiSlice, type UiSlice } from '../features/ui/stores/ui-slice';
import { createWishlistSlice, type WishlistSlice } from '../features/wishlist/stores/wishlist-slice';

export type ShopState = ProductsSlice & AuthSlice & NoticeSlice & CartSlice & WishlistSlice & UiSlice;

export const createShopStore = () =>
  create<ShopState>()((...args) => ({
    ...createProductsSlice(...args),
    ...createAuthSlice(...args),
    ...createNoticeSlice(...args),
    ...createCartSlice(...args),
    ...createWishlistSlice(...args),
    ...createUiSlice(...args),
  }));

export const useShopStore = createShopStore();
