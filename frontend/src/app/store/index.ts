// One bound store built from the feature slices (spec §3 application state).
// Features reach it through `stores/shop-store`, which this module binds.
import { create } from 'zustand';
import { type AuthSlice, createAuthSlice } from '../../features/auth/stores/auth-slice';
import { type CartSlice, createCartSlice } from '../../features/cart/stores/cart-slice';
import { createProductsSlice, type ProductsSlice } from '../../features/products/stores/products-slice';
import { createWishlistSlice, type WishlistSlice } from '../../features/wishlist/stores/wishlist-slice';
import { createNoticeSlice, type NoticeSlice } from '../../stores/notice-slice';
import { bindShopStore, type ShopState } from '../../stores/shop-store';
import { createUiSlice, type UiSlice } from '../../stores/ui-slice';

declare module '../../stores/shop-store' {
  interface ShopState extends ProductsSlice, AuthSlice, NoticeSlice, CartSlice, WishlistSlice, UiSlice {}
}

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
bindShopStore(useShopStore);
