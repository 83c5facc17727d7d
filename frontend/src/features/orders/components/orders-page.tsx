import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/error-message';
import { getOrders } from '../api/get-orders';
import type { Order } from '../../../types/order';
import { OrdersTable } from '../../../components/table/orders-table';

export function OrdersPage() {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    getOrders().then(setOrders, (error: unknown) => setFailure(messageOf(error, 'Could not load your orders')));
  }, []);
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">My Orders</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {orders ? <OrdersTable orders={orders} /> : !failure && <p className="muted">Loading…</p>}
    </section>
  );
}
