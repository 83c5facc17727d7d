import type { CatalogPort } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';

/** What the catalog offers other features (app/store binds it). */
export const catalogPort: CatalogPort = {
  useBrands: () => useShopStore((s) => s.brands),
  fetchBrands: () => useShopStore.getState().fetchBrands(),
  setBrands: (brands) => useShopStore.setState({ brands }),
  removeProduct: (productId) => useShopStore.getState().removeProduct(productId),
};
