// What a feature offers the others. A feature may not import another, nor reach
// into another's slice of the store: it asks the port here, which app/store fills
// and app/page-ports fill with what each feature exports (`features/cart/cart-port.ts`, ...).
import type { ComparedPhone } from '@/config/compare';
import type { ProductRef } from '@/types/line';
import type { Brand } from '@/types/product';

/** The shopper's cart (features/cart). */
export interface CartPort {
  /** Whether a line holds this product or variant (its line key); re-renders when that changes. */
  useHolds: (lineKey: string) => boolean;
  /** The products of the cart's lines. */
  useProductIds: () => string[];
  toggle: (product: ProductRef) => Promise<void>;
  /** Asks the server for the cart again (after an order took its lines). */
  refresh: () => Promise<void>;
}

/** The shopper's wishlist (features/wishlist). */
export interface WishlistPort {
  useHolds: (productId: string) => boolean;
  /** The products on the wishlist. */
  useProductIds: () => string[];
  toggle: (product: ProductRef) => Promise<void>;
}

/** The catalog's brands and listing (features/products). */
export interface CatalogPort {
  useBrands: () => Brand[];
  fetchBrands: () => Promise<void>;
  /** The brands after an admin changed them (the catalog loads its own only while it has none). */
  setBrands: (brands: Brand[]) => void;
  /** Takes a deleted product out of the listing shown. */
  removeProduct: (productId: string) => void;
}

/** The compare tray (features/compare). */
export interface ComparePort {
  useHolds: (compareKey: string) => boolean;
  toggle: (phone: ComparedPhone) => void;
}

export interface Ports {
  cart: CartPort;
  wishlist: WishlistPort;
  catalog: CatalogPort;
  compare: ComparePort;
}

/** Each feature's port, filled in by app/ before a page that asks it renders (`ports.cart.toggle(...)`). */
export const ports = {} as Ports;

/** Called by `app/store` (the ports the first view needs) and `app/page-ports` (the others). */
export function bindPorts(bound: Partial<Ports>): void {
  Object.assign(ports, bound);
}
