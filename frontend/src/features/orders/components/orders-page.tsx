import { useEffect, useState } from 'react';
import { getOrders } from '../api/order-calls';
import type { Order } from '../types';
import { OrdersTable } from './orders-table';

export function OrdersPage() {
  const [orders, setOrders] = useState<Order[] | null>(null);
  useEffect(() => {
    getOrders().then(setOrders, () => setOrders([]));
  }, []);
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">My Orders</h1>
      {orders === null ? <p className="muted">Loading…</p> : <OrdersTable orders={orders} />}
    </section>
  );
}
