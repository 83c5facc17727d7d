// One bound store built from the feature slices (contract §3 application state).
// Features reach it through `stores/shop-store`, which this module binds, and
// each other only through the ports of `stores/ports`.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { type AuthSlice, createAuthSlice } from '@/features/auth/stores/auth-slice';
import { type CartSlice, createCartSlice } from '@/features/cart/stores/cart-slice';
import { comparePort } from '@/features/compare/compare-port';
import { type CompareSlice, createCompareSlice, persistedTray } from '@/features/compare/stores/compare-slice';
import { createProductsSlice, type ProductsSlice } from '@/features/products/stores/products-slice';
import { createWishlistSlice, type WishlistSlice } from '@/features/wishlist/stores/wishlist-slice';
import { hintLanguage, hintSignedIn } from '@/lib/first-screen-hints';
import { readToken } from '@/lib/http/token';
import { createLanguageSlice, type LanguageSlice, persistedLanguage } from '@/stores/language-slice';
import { createNoticeSlice, type NoticeSlice } from '@/stores/notice-slice';
import { bindPorts } from '@/stores/ports';
import { createSessionSlice, type SessionSlice } from '@/stores/session-slice';
import { bindShopStore, type ShopState } from '@/stores/shop-store';
import { createUiSlice, type UiSlice } from '@/stores/ui-slice';
import { reactToSession } from './session-reactions';

declare module '../../stores/shop-store' {
  interface ShopState extends SessionSlice, ProductsSlice, AuthSlice, NoticeSlice, CartSlice, WishlistSlice, UiSlice, CompareSlice, LanguageSlice {}
}

/** Where the kept state lives: the browser's localStorage, or memory where there is none (tests in Node). */
const memory = new Map<string, string>();
const storage = (): StateStorage =>
  globalThis.localStorage ?? {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };

// Only the compare tray and the interface language survive a reload (in
// localStorage); the cart and wishlist live on the server and the token has
// its own key. Version 2 added the language; each field is read defensively,
// so a version-1 tray is kept. A test of one slice alone leaves out the
// reactions to the session (`sessionReactions: false`).
export const createShopStore = ({ sessionReactions = true } = {}) => {
  const store = create<ShopState>()(
    persist(
      (...args) => ({
        ...createSessionSlice(...args),
        ...createProductsSlice(...args),
        ...createAuthSlice(...args),
        ...createNoticeSlice(...args),
        ...createCartSlice(...args),
        ...createWishlistSlice(...args),
        ...createUiSlice(...args),
        ...createCompareSlice(...args),
        ...createLanguageSlice(...args),
      }),
      {
        name: 'phonebazar',
        version: 2,
        storage: createJSONStorage(storage),
        partialize: (state) => ({ compareTray: state.compareTray, language: state.language }),
        migrate: (kept) => kept,
        merge: (kept, current) => ({ ...current, compareTray: persistedTray(kept), language: persistedLanguage(kept) }),
      },
    ),
  );
  if (sessionReactions) reactToSession(store);
  return store;
};

export const useShopStore = createShopStore();
bindShopStore(useShopStore);
// The product cards' compare button asks its port; the other ports come with the pages that ask them (app/page-ports).
bindPorts({ compare: comparePort });
// The kept language is shown as soon as its catalog arrives.
void useShopStore.getState().showChosenLanguage();
// The server's hints follow what this browser keeps (lib/first-screen-hints.ts), from a session
// kept before they existed on.
hintSignedIn(readToken() !== null);
hintLanguage(useShopStore.getState().language);
useShopStore.subscribe((state, before) => {
  if (state.language !== before.language) hintLanguage(state.language);
});
