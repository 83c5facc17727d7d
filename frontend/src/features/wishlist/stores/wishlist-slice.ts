import { notices } from '@/generated/core-constants';
import { loadCore } from '@/lib/core/load-core';
import type { ShopSlice } from '@/stores/shop-store';
import { NOTICE_MS } from '@/stores/notice-slice';
import type { Line, ProductRef } from '@/types/line';
import { addToWishlist } from '../api/add-to-wishlist';
import { getWishlist } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import { messageOf } from '@/lib/format/error-message';
import { i18n } from '@/lib/i18n';
import { formatNow } from '@/lib/format/format';

/** A notice of the contract, by its text code, in the language shown. */
const notice = (code: string) => formatNow().text({ code });

export interface WishlistSlice {
  wishlist: Line[];
  /** Whether `wishlist` holds the signed-in shopper's lines (a toggle decides from them). */
  wishlistLoaded: boolean;
  fetchWishlist: () => Promise<void>;
  /** Forgets the lines (the shopper signed out). */
  clearWishlist: () => void;
  /** Adds the product when absent, removes it when present (decided by the core). */
  toggleWishlist: (product: ProductRef) => Promise<void>;
}

export const createWishlistSlice: ShopSlice<WishlistSlice> = (set, get) => ({
  wishlist: [],
  wishlistLoaded: false,
  clearWishlist: () => set({ wishlist: [], wishlistLoaded: false }),
  fetchWishlist: async () => {
    const { user } = get().session;
    if (!user) return;
    try {
      set({ wishlist: await getWishlist(user._id), wishlistLoaded: true });
    } catch {
      // A failed refresh keeps the list shown (contract §8).
    }
  },
  toggleWishlist: async (product) => {
    const user = await get().knownUser();
    if (!user) {
      get().showNotice(notice(notices.loginRequiredWishlist), false, NOTICE_MS);
      return;
    }
    // A click right after the page opened comes before the shopper's lines: add or remove from them.
    if (!get().wishlistLoaded) await get().fetchWishlist();
    const lines = get().wishlist;
    try {
      const { toggleOutcome } = await loadCore();
      if (
        toggleOutcome(
          lines.map((l) => l.product_id),
          product._id,
        ) === 'added'
      ) {
        await addToWishlist(product._id, user._id);
        get().showNotice(notice(notices.addedInWishlist), true, NOTICE_MS);
      } else {
        const line = lines.find((l) => l.product_id === product._id);
        if (line) await removeFromWishlist(line._id, user._id);
        get().showNotice(notice(notices.removedFromWishlist), true, NOTICE_MS);
      }
    } catch (error) {
      get().showNotice(messageOf(error, i18n._('Something went wrong')), false, NOTICE_MS);
    }
    await get().fetchWishlist();
  },
});
