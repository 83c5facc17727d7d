import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getOrders } from '../api/order-calls';
import type { Order } from '../types';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

export function OrdersTable({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p className="empty">No orders yet</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Title</th>
            <th scope="col">Estimated delivery</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id}>
              <td>
                <Link to={paths.orderDetails(o._id)}>#{o._id.slice(-8)}</Link>
              </td>
              <td>{day(o.createdAt)}</td>
              <td>
                <span className={`status status--${o.order_status_type}`}>{o.order_status_type}</span>
              </td>
              <td>{o.title}</td>
              <td>{day(o.delivery_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
