import { useResource } from '../../../lib/use-resource';
import { getOrders } from '../api/get-orders';
import { OrdersTable } from '../../../components/table/orders-table';

export function OrdersPage() {
  const { data: orders, error: failure } = useResource(getOrders, 'Could not load your orders');
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
