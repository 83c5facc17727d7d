import type { Poisha } from '../../lib/core';

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
  createdAt: string;
  created_at: string;
}

export interface ProductPage {
  products: Product[];
  totalProducts: number;
}
