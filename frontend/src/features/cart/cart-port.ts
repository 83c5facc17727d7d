import { useShallow } from 'zustand/react/shallow';
import type { CartPort } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { lineKey } from '@/types/line';

/** What the cart offers other features (app/store binds it). */
export const cartPort: CartPort = {
  useHolds: (key) => useShopStore((s) => s.cartProducts.some((line) => lineKey(line) === key)),
  useProductIds: () => useShopStore(useShallow((s) => s.cartProducts.map((line) => line.product_id))),
  toggle: (product) => useShopStore.getState().toggleCart(product),
  refresh: () => useShopStore.getState().fetchCart(),
};
