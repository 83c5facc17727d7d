// Catalog shapes as the server's OpenAPI document declares them (money in integer poisha).
import type { Schema } from './wire';

/** A phone's technical specs as the API takes and answers them: the core's `PhoneSpecs`. */
export type ProductSpecs = Schema<'PhoneSpecs'>;

/** A product as the API answers it; `created_by` is the account that listed it, `version` counts admin edits. */
export type Product = Schema<'ProductResponse'>;

/** A phone page's answer: the product as shown on one variant, with its option axes and every variant. */
export type PhoneDetails = Schema<'ProductDetails'>;

/** A variant of a phone as its page offers it. */
export type PhoneVariant = Schema<'VariantAnswer'>;

/** The counts the list answers with; display is in tenths of an inch, price in whole TK. */
export type Facets = Schema<'Facets'>;

/** One value of a facet (a brand, a RAM or storage size) and how many products the other filters leave with it. */
export type FacetValue = Facets['brands' | 'ram' | 'rom'][number];

/** One range of a facet (inclusive bounds) and its product count. */
export type FacetRange = Schema<'RangeCount'>;

/** One page of the product list (`GET /api/products`) with its facets. */
export type ProductListing = Schema<'ProductPage'>;

export type Brand = Schema<'BrandResponse'>;

/** A review as the API answers it (a product's reviews, and a customer's own). */
export type Review = Schema<'ReviewResponse'>;
