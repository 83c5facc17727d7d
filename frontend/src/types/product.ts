import type { Poisha } from '../lib/core';

export interface ProductSpecs {
  ram_gb: number;
  rom_gb: number;
  battery_mah: number;
  display_inch: number;
  camera_mp: number;
  network: string;
  processor: string;
}

/** A product as the API answers it; money fields are integer poisha. */
export interface Product {
  _id: string;
  title: string;
  slug: string;
  brand: string;
  description: string;
  price: Poisha;
  discount: number;
  final_price: Poisha;
  stock: number;
  sold: number;
  rate: number;
  rating_count: number;
  cover: string;
  specs: ProductSpecs;
  /** The account that listed it; its other phones are at `/products/{created_by}`. */
  created_by?: string | null;
  createdAt: string;
  created_at: string;
  /** Counts admin edits; an edit sends the version it was made on. */
  version: number;
}

export interface ProductPage {
  products: Product[];
  totalProducts: number;
}

/** One value of a facet and how many products the other filters leave with it. */
export interface FacetValue<T> {
  value: T;
  count: number;
}

/** One range of a facet (inclusive bounds) and its product count. */
export interface FacetRange {
  min: number;
  max: number;
  count: number;
}

/** The counts the list answers with; display is in tenths of an inch, price in whole TK. */
export interface Facets {
  brands: FacetValue<string>[];
  ram: FacetValue<number>[];
  rom: FacetValue<number>[];
  battery: FacetRange[];
  display: FacetRange[];
  camera: FacetRange[];
  price: FacetRange[];
}

/** One page of the product list with its facets. */
export interface ProductListing extends ProductPage {
  page: number;
  perPage: number;
  facets: Facets;
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
}

export interface Review {
  _id: string;
  customer_name: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
}
