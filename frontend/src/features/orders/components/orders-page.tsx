import { useResource } from '@/lib/hooks/use-resource';
import { getOrders } from '../api/get-orders';
import { OrdersTable } from '@/components/table/orders-table';
import { useI18n } from '@/lib/i18n';

export function OrdersPage() {
  const i18n = useI18n();
  const { data: orders, error: failure } = useResource(getOrders, i18n._('Could not load your orders'));
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{i18n._('My Orders')}</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {orders ? <OrdersTable orders={orders} /> : !failure && <p className="muted">{i18n._('Loading…')}</p>}
    </section>
  );
}
