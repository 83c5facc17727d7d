import { type FormEvent, useState } from 'react';
import type { OrderStatus } from '@/lib/core/core';
import { useShopStore } from '@/stores/shop-store';
import { changeOrderStatus } from '../api/change-order-status';
import type { Order } from '@/types/admin';
import { messageOf } from '@/lib/format/error-message';
import { orderRef } from '@/lib/format/order-ref';
import { orderStatusText, paymentStatusText } from '@/lib/format/payment-text';
import { ImeiFields } from './imei-fields';
import { RefundButton } from './refund-button';
import { useI18n } from '@/lib/i18n';
import { isAwaitingPayment } from '@/lib/core/core';

/**
 * Moves an order to one of the statuses it may take next: the server's
 * `next_statuses`, which count its payment (an order waiting for bKash is
 * offered nothing; a paid one cancelled goes to refund).
 */
export function OrderStatusControl({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const i18n = useI18n();
  const showNotice = useShopStore((s) => s.showNotice);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  // Shipping records each phone's IMEIs; the server checks them with the core.
  const [imeis, setImeis] = useState<string[][]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = orderRef(order._id);

  if (order.payment_status === 'refund_pending') return <RefundButton order={order} onChanged={onChanged} />;
  if (order.next_statuses.length === 0) {
    const waiting = isAwaitingPayment(order.payment_status);
    return <span className="muted">{waiting ? i18n._('Waits for the customer’s payment') : i18n._('No further status')}</span>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await changeOrderStatus(order._id, choice, choice === 'shipped' ? imeis : []);
      setChoice('');
      setImeis([]);
      onChanged(updated);
      // Cancelling a paid order starts a refund: the notice says where the money stands too.
      showNotice(
        i18n._('Order {ref} is now {status} · payment {payment}', {
          ref,
          status: orderStatusText(updated.order_status_type),
          payment: paymentStatusText(updated.payment_status),
        }),
        true,
        4000,
      );
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not change the status')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-status-control" onSubmit={(event) => void submit(event)}>
      <select aria-label={i18n._('Change status of order {ref}', { ref })} value={choice} onChange={(e) => setChoice(e.target.value as OrderStatus | '')}>
        <option value="">{i18n._('Move to…')}</option>
        {order.next_statuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusText(status)}
          </option>
        ))}
      </select>
      {choice === 'shipped' && <ImeiFields phones={order.quantity} values={imeis} onChange={setImeis} of={ref} />}
      <button type="submit" className="button" disabled={!choice || busy} aria-label={i18n._('Update order {ref}', { ref })}>
        {busy ? i18n._('Updating…') : i18n._('Update')}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
