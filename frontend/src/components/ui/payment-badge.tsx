import { useFormat } from '@/lib/format/format';
import { paymentStatusText } from '@/lib/format/payment-text';
import type { Order } from '@/types/order';
import './payment-badge.css';

/** A payment status as a coloured badge, in the core's words. */
export function PaymentBadge({ status }: { status: Order['payment_status'] }) {
  const format = useFormat();
  return <span className={`status status--payment payment--${status}`}>{paymentStatusText(status, format)}</span>;
}
