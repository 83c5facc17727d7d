import type { OrderStatus, Poisha } from '../../lib/core';
// The admin screens manage the same products, brands and orders the storefront shows.
import type { Order } from '../../types/order';
import type { Brand, Product, ProductSpecs } from '../../types/product';

export type { Brand, Order, Product, ProductSpecs };

/** One day of sales on the dashboard (days without sales are left out). */
export interface SalesDay {
  date: string;
  total: Poisha;
  orders: number;
}

export interface Dashboard {
  sales_per_day: SalesDay[];
  orders_per_status: Record<OrderStatus, number>;
}

/** One page of `GET /api/products` as the admin list reads it. */
export interface ProductPage {
  products: Product[];
  totalProducts: number;
  page: number;
  perPage: number;
}

/** The body of `POST /api/add-product` and `PUT /api/product/{id}`. */
export interface ProductRequest {
  title: string;
  brand: string;
  /** TK as typed, e.g. "45999.50"; the server parses it with the core. */
  price: string;
  discount: number;
  stock: number;
  description: string;
  /** An uploaded picture's address; empty keeps the current picture. */
  cover: string;
  specs: ProductSpecs;
}

/** The body of `PUT /api/product/{id}`: the fields, and what the form was loaded with. */
export interface ProductEditRequest extends ProductRequest {
  /** The product's `version` when the form was loaded; a later edit by someone else makes the server answer 409. */
  version: number;
  /** The stock the form showed when it was loaded; the server applies only `stock - stock_was`. */
  stock_was: number;
}

export interface UploadedImage {
  _id: string;
  url: string;
  content_type: string;
}

export interface OrderPage {
  orders: Order[];
  totalOrders: number;
  page: number;
  perPage: number;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** One answered request of the server's recent request log. */
export interface LogEntry {
  time: string;
  level: LogLevel;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  user_id: string | null;
  message: string | null;
}

export interface LogFilter {
  level: LogLevel | '';
  status: string;
  limit: number;
}
