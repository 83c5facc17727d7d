import type { Product } from './product';
import type { Schema } from './wire';

/** A cart or wishlist line as the API answers it (current price and stock; wishlist lines have no `quantity`). */
export type Line = Schema<'LineResponse'>;

/** What the cart and wishlist need of a product to add it: for a phone with variants, the variant too (the cart holds variants). */
export type ProductRef = Pick<Product, '_id' | 'title'> & { variant_id?: string | null };

/** What a cart line holds: its variant, or the product when it is sold as itself. */
export const lineKey = (line: Pick<Line, 'product_id' | 'variant_id'>): string => line.variant_id ?? line.product_id;

/** What adding `product` would put in the cart (see `lineKey`). */
export const refKey = (product: ProductRef): string => product.variant_id ?? product._id;
