import { useShallow } from 'zustand/react/shallow';
import type { WishlistPort } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';

/** What the wishlist offers other features (app/store binds it). */
export const wishlistPort: WishlistPort = {
  useHolds: (productId) => useShopStore((s) => s.wishlist.some((line) => line.product_id === productId)),
  useProductIds: () => useShopStore(useShallow((s) => s.wishlist.map((line) => line.product_id))),
  toggle: (product) => useShopStore.getState().toggleWishlist(product),
};
