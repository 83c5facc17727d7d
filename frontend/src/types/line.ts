import type { Product } from './product';
import type { Schema } from './wire';

/** A cart or wishlist line as the API answers it (current price and stock; wishlist lines have no `quantity`). */
export type Line = Schema<'LineResponse'>;

/** What the cart and wishlist need of a product to add it. */
export type ProductRef = Pick<Product, '_id' | 'title'>;
