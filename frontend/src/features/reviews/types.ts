import type { Schema } from '@/types/wire';

/** A review as the API answers it to its author. */
export type MyReview = Schema<'ReviewResponse'>;

/** What a review form sends besides the product (the document's `ReviewRequest`). */
export type ReviewFields = Required<Omit<Schema<'ReviewRequest'>, 'product_id'>>;
