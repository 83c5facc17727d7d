import type { Schema } from './wire';

/** An order as the API answers it; `order_status_type` and `next_statuses` are the core's status names. */
export type Order = Schema<'OrderResponse'>;
