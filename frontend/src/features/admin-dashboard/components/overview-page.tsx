import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { sumMoney } from '@/lib/core/core';
import { getDashboard } from '../api/get-dashboard';
import { useResource } from '@/lib/hooks/use-resource';
import type { Dashboard } from '@/types/admin';
import { salesChart, statusChart, statusCounts } from '../utils/dashboard-charts';
import { fillSalesDays, shortDay } from '../utils/sales-days';
import { AdminPage } from '@/components/admin/admin-page';
import { AttentionPanel } from './attention-panel';
import { ChartPanel } from './chart-panel';
import { FigureCard } from './figure-card';
import { LoadStatus } from '@/components/admin/load-status';
import { useI18n } from '@/lib/i18n';
import { orderStatusText } from '@/lib/format/payment-text';
import { useFormat } from '@/lib/format/format';

/** `/admin/dashboard`: headline figures, what needs attention, and charts of the last 30 days. */
export function OverviewPage() {
  const i18n = useI18n();
  const dashboard = useResource(getDashboard, i18n._('Could not load the dashboard'));
  return (
    <AdminPage
      title={i18n._('Overview')}
      actions={
        <button type="button" className="button" onClick={dashboard.reload} disabled={dashboard.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <LoadStatus resource={dashboard} />
      {dashboard.data && <OverviewFigures dashboard={dashboard.data} onChanged={dashboard.reload} />}
    </AdminPage>
  );
}

function OverviewFigures({ dashboard, onChanged }: { dashboard: Dashboard; onChanged: () => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const days = useMemo(() => fillSalesDays(dashboard.sales_per_day), [dashboard]);
  const counts = useMemo(() => statusCounts(dashboard), [dashboard]);
  // Drawn again in the language shown: their labels and amounts are in it.
  const sales = useMemo(() => salesChart(days, format), [days, format]);
  const statuses = useMemo(() => statusChart(counts, format), [counts, format]);
  const recent = dashboard.sales_per_day;
  const pending = dashboard.orders_per_status.pending ?? 0;

  return (
    <>
      <dl className="admin-figures">
        <FigureCard label={i18n._('Orders (all time)')} value={counts.reduce((sum, c) => sum + c.count, 0)} />
        <FigureCard label={i18n._('Sales (last 30 days)')} value={money(sumMoney(recent.map((d) => d.total)))} />
        <FigureCard label={i18n._('Sold orders (last 30 days)')} value={recent.reduce((sum, d) => sum + d.orders, 0)} />
        <FigureCard
          label={i18n._('Pending orders')}
          value={pending}
          note={pending > 0 && <Link to={`${paths.adminOrders}?status=pending`}>{i18n._('Review pending orders')}</Link>}
        />
      </dl>
      <AttentionPanel attention={dashboard.attention} onChanged={onChanged} />
      <div className="admin-charts">
        {days.length === 0 ? (
          <section className="admin-card admin-chart">
            <h2>{i18n._('Sales per day')}</h2>
            <p className="empty">{i18n._('No sales in the last 30 days')}</p>
          </section>
        ) : (
          <ChartPanel
            title={i18n._('Sales per day')}
            summary={i18n._('Bar chart of sales in TK per day, {from} to {to}', { from: shortDay(days[0]!.date), to: shortDay(days.at(-1)!.date) })}
            config={sales}
            table={{ head: [i18n._('Day'), i18n._('Sales'), i18n._('Orders')], rows: days.map((d) => [d.date, money(d.total), d.orders]) }}
          />
        )}
        <ChartPanel
          title={i18n._('Orders per status')}
          summary={i18n._('Doughnut chart of orders per status: {counts}', { counts: counts.map((c) => `${orderStatusText(c.status)} ${c.count}`).join(', ') })}
          config={statuses}
          table={{ head: [i18n._('Status'), i18n._('Orders')], rows: counts.map((c) => [orderStatusText(c.status), c.count]) }}
        />
      </div>
    </>
  );
}
