import { useState } from 'react';

import { messageOf } from '@/lib/format/error-message';
import { orderRef } from '@/lib/format/order-ref';
import { useShopStore } from '@/stores/shop-store';
import { refundOrder } from '../api/refund-order';
import type { Order } from '@/types/admin';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** Refunds a cancelled paid order through bKash (the server works out the amount). */
export function RefundButton({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const showNotice = useShopStore((s) => s.showNotice);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = orderRef(order._id);

  const refund = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await refundOrder(order._id);
      onChanged(updated);
      const amount = updated.refund ? money(updated.refund.amount) : '';
      showNotice(i18n._('Order {ref}: {amount} refunded through bKash', { ref, amount }), true, 4000);
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not refund the order')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-status-control">
      <button type="button" className="button" disabled={busy} onClick={() => void refund()} aria-label={i18n._('Refund order {ref}', { ref })}>
        {busy ? 'Refunding…' : 'Refund'}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
