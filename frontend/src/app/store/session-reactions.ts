import type { StoreApi } from 'zustand';
import type { ShopState } from '@/stores/shop-store';

/**
 * What follows a change of who is signed in, wired here so that auth calls no
 * other feature: a shopper who signs in gets their cart and wishlist from the
 * server, and one who signs out leaves none behind in this tab.
 */
export function reactToSession(store: StoreApi<ShopState>): void {
  store.subscribe((state, previous) => {
    const user = state.session.user;
    const before = previous.session.user;
    if (user && (!before || before._id !== user._id)) {
      void state.fetchCart();
      void state.fetchWishlist();
    } else if (user === false && before) {
      state.clearCart();
      state.clearWishlist();
    }
  });
}
