import { useShopStore } from '@/stores/shop-store';
import { OrdersTable } from '@/components/table/orders-table';
import { getDashboard } from '../api/get-dashboard';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** Purchase count, total cost, the orders table and the (disabled) seller request. */
export function CustomerDashboardPage() {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const user = useShopStore((s) => s.session.user);
  const { data: dashboard, error: failure } = useResource(getDashboard, i18n._('Could not load your dashboard'));

  return (
    <section aria-labelledby="dashboard-title" className="account-page">
      <div className="account-page__heading">
        <h1 id="dashboard-title">Hello{user ? `, ${user.first_name || user.username}` : ''}</h1>
        <button type="button" className="button" disabled title={i18n._('Seller accounts are not open yet')}>
          {i18n._('Request for a seller Account')}
        </button>
      </div>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      <dl className="figures">
        <div className="figure">
          <dt>{i18n._('Purchases')}</dt>
          <dd data-testid="purchase-count">{dashboard ? dashboard.purchase_count : '…'}</dd>
        </div>
        <div className="figure">
          <dt>{i18n._('Total cost')}</dt>
          <dd data-testid="total-cost">{dashboard ? money(dashboard.total_cost) : '…'}</dd>
        </div>
      </dl>
      <h2>{i18n._('Orders')}</h2>
      {dashboard ? <OrdersTable orders={dashboard.orders} /> : !failure && <p className="muted">{i18n._('Loading…')}</p>}
    </section>
  );
}
