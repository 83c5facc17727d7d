import type { Schema } from '../../types/wire';

/** A review as the API answers it to its author. */
export interface MyReview {
  _id: string;
  customer_id: string;
  customer_name: string;
  product_id: string;
  product_title: string;
  product_slug: string;
  product_cover: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** What a review form sends besides the product (the document's `ReviewRequest`). */
export type ReviewFields = Required<Omit<Schema<'ReviewRequest'>, 'product_id'>>;
