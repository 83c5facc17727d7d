import type { Order } from '../../types/order';

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: { status: Order['order_status_type'] }) {
  return <span className={`status status--${status}`}>{status}</span>;
}
