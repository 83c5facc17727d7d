import { useCoreText } from '../../lib/i18n/core-text';
import type { Order } from '../../types/order';

/** An order's status as a coloured badge: its name as the core writes it (in English), or in Bangla. */
export function StatusBadge({ status }: { status: Order['order_status_type'] }) {
  const coreText = useCoreText();
  return <span className={`status status--${status}`}>{coreText(status)}</span>;
}
