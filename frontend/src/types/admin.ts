// The admin screens manage the same products, brands and orders the storefront shows.
import type { Order } from '@/types/order';
import type { Brand, Product, ProductSpecs } from '@/types/product';
import type { Schema } from '@/types/wire';

export type { Brand, Order, Product, ProductSpecs };

/** One day of sales on the dashboard (days without sales are left out). */
export type SalesDay = Schema<'DaySales'>;

/** `GET /api/admin/dashboard`: sales per day and orders per status name. */
export type Dashboard = Schema<'AdminDashboard'>;

/** The dashboard's money the shop could not settle on its own yet. */
export type Attention = Dashboard['attention'];

/** A bKash payment completed after its checkout lapsed, refunded by the shop. */
export type LatePayment = Attention['late_payments'][number];

/** A checkout bKash could not settle yet. */
export type UnsettledCheckout = Attention['unsettled'][number];

/** A refund whose answer was lost; the shop asks bKash before trying again. */
export type RefundInDoubt = Attention['refunds_in_doubt'][number];

/** An order past one of the guidelines' clocks (hand-over, delivery, refund). */
export type LateClock = Attention['late_clocks'][number];

/** One page of `GET /api/products` as the admin list reads it. */
export type ProductPage = Schema<'ProductPage'>;

type ProductBody = Schema<'ProductRequest'>;

/**
 * The body of `POST /api/add-product`: every field the form has (`price` is TK as typed, e.g.
 * "45999.50", parsed by the server with the core; an empty `cover` keeps the current picture).
 */
export type ProductRequest = Required<Omit<ProductBody, 'version' | 'stock_was'>>;

/**
 * The body of `PUT /api/product/{id}`: the fields, the product's `version` when the form was
 * loaded (a later edit by someone else makes the server answer 409) and the stock the form showed
 * (the server applies only `stock - stock_was`).
 */
export type ProductEditRequest = ProductRequest & { [Key in 'version' | 'stock_was']-?: NonNullable<ProductBody[Key]> };

export type UploadedImage = Schema<'UploadedAnswer'>;

/** One page of every customer's orders. */
export type OrderPage = Schema<'OrderPage'>;

export type LogLevel = Schema<'Level'>;

/** One answered request of the server's recent request log. */
export type LogEntry = Schema<'LogEntry'>;

/** The log page's filter form (sent as the query of `GET /api/admin/logs`, which the document does not list). */
export interface LogFilter {
  level: LogLevel | '';
  status: string;
  limit: number;
}
