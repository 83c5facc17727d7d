import { useState } from 'react';
import { formatMoney } from '../../../lib/core';
import { messageOf } from '../../../lib/error-message';
import { orderRef } from '../../../lib/order-ref';
import { useShopStore } from '../../../stores/shop-store';
import { refundOrder } from '../api/refund-order';
import type { Order } from '../types';

/** Refunds a cancelled paid order through bKash (the server works out the amount). */
export function RefundButton({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
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
      const amount = updated.refund ? formatMoney(updated.refund.amount) : '';
      showNotice(`Order ${ref}: ${amount} refunded through bKash`, true, 4000);
    } catch (failure) {
      setError(messageOf(failure, 'Could not refund the order'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-status-control">
      <button type="button" className="button" disabled={busy} onClick={refund} aria-label={`Refund order ${ref}`}>
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
