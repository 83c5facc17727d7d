import { useFormat } from '@/lib/format/format';
import { orderStatusText } from '@/lib/format/payment-text';
import type { Order } from '@/types/order';

/** An order's status as a coloured badge: its name in the language shown. */
export function StatusBadge({ status }: { status: Order['order_status_type'] }) {
  const format = useFormat();
  return <span className={`status status--${status}`}>{orderStatusText(status, format)}</span>;
}
