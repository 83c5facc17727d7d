import { notices } from '@/generated/core-constants';
import { loadCore } from '@/lib/core/load-core';
import type { ShopSlice } from '@/stores/shop-store';
import { NOTICE_MS } from '@/stores/notice-slice';
import { addToCart } from '../api/add-to-cart';
import { getCart } from '../api/get-cart';
import { removeFromCart } from '../api/remove-from-cart';
import { setCartQuantity } from '../api/set-cart-quantity';
import { type Line, type ProductRef, lineKey, refKey } from '@/types/line';
import { quantityOf } from '@/lib/core/cart-lines';
import { messageOf } from '@/lib/format/error-message';
import { i18n } from '@/lib/i18n';
import { formatNow } from '@/lib/format/format';

/** A notice of the contract, by its text code, in the language shown. */
const notice = (code: string) => formatNow().text({ code });

export interface CartSlice {
  cartProducts: Line[];
  /** Whether `cartProducts` holds the signed-in shopper's lines (a toggle decides from them). */
  cartLoaded: boolean;
  fetchCart: () => Promise<void>;
  /** Forgets the lines (the shopper signed out). */
  clearCart: () => void;
  /** Adds the product with quantity 1 when absent, removes it when present (decided by the core). */
  toggleCart: (product: ProductRef) => Promise<void>;
  changeQuantity: (line: Line, direction: 'increase' | 'decrease') => Promise<void>;
}

const message = (error: unknown) => messageOf(error, i18n._('Something went wrong'));

export const createCartSlice: ShopSlice<CartSlice> = (set, get) => ({
  cartProducts: [],
  cartLoaded: false,
  clearCart: () => set({ cartProducts: [], cartLoaded: false }),
  fetchCart: async () => {
    const { user } = get().session;
    if (!user) return;
    try {
      // The header counts the lines with the core, so it comes with them.
      const [lines] = await Promise.all([getCart(user._id), loadCore()]);
      set({ cartProducts: lines, cartLoaded: true });
    } catch {
      // A failed refresh keeps the list shown (contract §8: errors are swallowed).
    }
  },
  toggleCart: async (product) => {
    const user = await get().knownUser();
    if (!user) {
      get().showNotice(notice(notices.loginRequiredCart), false, NOTICE_MS);
      return;
    }
    // A click right after the page opened comes before the shopper's lines: add or remove from them.
    if (!get().cartLoaded) await get().fetchCart();
    const lines = get().cartProducts;
    try {
      const { toggleOutcome } = await loadCore();
      // A line is one variant of a phone (or a product sold as itself).
      if (toggleOutcome(lines.map(lineKey), refKey(product)) === 'added') {
        await addToCart(product._id, 1, product.variant_id);
        get().showNotice(notice(notices.productAddedInCart), true, NOTICE_MS);
      } else {
        const line = lines.find((l) => lineKey(l) === refKey(product));
        if (line) await removeFromCart(line._id, user._id);
        get().showNotice(notice(notices.productRemovedFromCart), true, NOTICE_MS);
      }
    } catch (error) {
      get().showNotice(message(error), false, NOTICE_MS);
    }
    await get().fetchCart();
  },
  changeQuantity: async (line, direction) => {
    let quantity: number;
    try {
      const { decreaseQuantity, increaseQuantity } = await loadCore();
      quantity = direction === 'increase' ? increaseQuantity(quantityOf(line), line.stock) : decreaseQuantity(quantityOf(line));
    } catch (error) {
      get().showNotice(message(error), false, NOTICE_MS);
      return;
    }
    if (quantity === line.quantity) return;
    try {
      const updated = await setCartQuantity(line._id, quantity);
      set({ cartProducts: get().cartProducts.map((l) => (l._id === updated._id ? updated : l)) });
    } catch (error) {
      get().showNotice(message(error), false, NOTICE_MS);
      await get().fetchCart();
    }
  },
});
