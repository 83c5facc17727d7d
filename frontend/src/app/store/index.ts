// One bound store built from the feature slices (spec §3 application state).
// Features reach it through `stores/shop-store`, which this module binds.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { type AuthSlice, createAuthSlice } from '../../features/auth/stores/auth-slice';
import { type CartSlice, createCartSlice } from '../../features/cart/stores/cart-slice';
import { type CompareSlice, createCompareSlice, persistedTray } from '../../features/compare/stores/compare-slice';
import { createProductsSlice, type ProductsSlice } from '../../features/products/stores/products-slice';
import { createWishlistSlice, type WishlistSlice } from '../../features/wishlist/stores/wishlist-slice';
import { createNoticeSlice, type NoticeSlice } from '../../stores/notice-slice';
import { bindShopStore, type ShopState } from '../../stores/shop-store';
import { createUiSlice, type UiSlice } from '../../stores/ui-slice';

declare module '../../stores/shop-store' {
  interface ShopState extends ProductsSlice, AuthSlice, NoticeSlice, CartSlice, WishlistSlice, UiSlice, CompareSlice {}
}

/** Where the kept state lives: the browser's localStorage, or memory where there is none (tests in Node). */
const memory = new Map<string, string>();
const storage = (): StateStorage =>
  globalThis.localStorage ?? {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };

// Only the compare tray survives a reload (in localStorage); the cart and
// wishlist live on the server and the token has its own key. A new `version`
// drops older shapes.
export const createShopStore = () =>
  create<ShopState>()(
    persist(
      (...args) => ({
        ...createProductsSlice(...args),
        ...createAuthSlice(...args),
        ...createNoticeSlice(...args),
        ...createCartSlice(...args),
        ...createWishlistSlice(...args),
        ...createUiSlice(...args),
        ...createCompareSlice(...args),
      }),
      {
        name: 'phonebazar',
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state) => ({ compareTray: state.compareTray }),
        merge: (kept, current) => ({ ...current, compareTray: persistedTray(kept) }),
      },
    ),
  );

export const useShopStore = createShopStore();
bindShopStore(useShopStore);
