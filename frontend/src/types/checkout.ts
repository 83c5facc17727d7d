import type { Schema } from './wire';

/** One checkout with its orders, charges and payment (`GET /api/checkouts/{id}`). */
export type CheckoutDetails = Schema<'CheckoutDetails'>;

/** Where a checkout's money stands: method, status, the deadline while it waits, bKash's reason or transaction id. */
export type Payment = Schema<'PaymentAnswer'>;
