import { paths } from '@/config/paths';
import type { Product } from '@/types/product';

/**
 * The product id of a product page's address: its last segment.
 * `rest` is what follows `/product/`, already decoded by the router, so a
 * title with a slash in it (`Galaxy A55 8/128GB`, linked as `8%2F128GB`)
 * adds segments before the id but never moves it. Empty when there is none.
 */
export function productIdFrom(rest: string): string {
  const segments = rest.split('/').filter((segment) => segment !== '');
  return segments.length >= 1 ? segments[segments.length - 1]! : '';
}

/**
 * Where to move a product page whose address is not the product's own
 * (`/product/{slug}/{id}`), keeping its query and fragment; null when it is.
 */
export function canonicalProductAddress(product: Pick<Product, 'slug' | '_id'>, at: { pathname: string; search: string; hash: string }): string | null {
  const canonical = paths.productDetails(product.slug, product._id);
  return at.pathname === canonical ? null : `${canonical}${at.search}${at.hash}`;
}
