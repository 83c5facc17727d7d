import type { Poisha } from '../lib/core';

/** A cart or wishlist line as the API answers it (current price and stock). */
export interface Line {
  _id: string;
  product_id: string;
  customer_id: string;
  title: string;
  price: Poisha;
  cover: string;
  quantity?: number;
  stock: number;
  createdAt: string;
  created_at: string;
}

/** What the cart and wishlist need of a product to add it. */
export interface ProductRef {
  _id: string;
  title: string;
}
