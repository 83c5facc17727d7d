import type { OrderStatus } from '../../lib/core';

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status status--${status}`}>{status}</span>;
}
