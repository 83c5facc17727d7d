import { useLanguage } from '../../lib/i18n';
import { paymentStatusText } from '../../lib/payment-text';
import type { Order } from '../../types/order';
import './payment-badge.css';

/** A payment status as a coloured badge, in the core's words. */
export function PaymentBadge({ status }: { status: Order['payment_status'] }) {
  useLanguage();
  return <span className={`status status--payment payment--${status}`}>{paymentStatusText(status)}</span>;
}
