import { useCallback } from 'react';
import { type OrderStatus, orderStatuses } from '@/lib/core/core';
import { listOrders } from '../api/list-orders';
import { usePageParams } from '@/components/admin/use-page-params';
import { useResource } from '@/lib/hooks/use-resource';
import type { Order } from '@/types/admin';
import { AdminOrdersTable } from './admin-orders-table';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { ServerPager } from '@/components/admin/server-pager';
import { useI18n } from '@/lib/i18n';
import { orderStatusText } from '@/lib/format/payment-text';

const PER_PAGE = 50;

/** `orders`: every order, newest first, filtered by status (kept in the address), with status changes. */
export function OrdersPage() {
  const i18n = useI18n();
  const { filter, page, go } = usePageParams('status');
  const statuses = orderStatuses();
  const status = (statuses as string[]).includes(filter) ? (filter as OrderStatus) : '';

  const load = useCallback((signal: AbortSignal) => listOrders({ status, page, perPage: PER_PAGE }, signal), [status, page]);
  const listing = useResource(load, i18n._('Could not load the orders'));
  const { setData } = listing;
  const replace = useCallback(
    (changed: Order) => setData((data) => ({ ...data, orders: data.orders.map((o) => (o._id === changed._id ? changed : o)) })),
    [setData],
  );

  return (
    <AdminPage
      title={i18n._('Orders')}
      actions={
        <button type="button" className="button" onClick={listing.reload} disabled={listing.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <div className="admin-toolbar">
        <label className="admin-inline-field">
          {i18n._('Status')}
          <select value={status} onChange={(e) => go({ filter: e.target.value })}>
            <option value="">{i18n._('All statuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {orderStatusText(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadStatus resource={listing} />
      {listing.data && !listing.error && (
        <>
          <AdminOrdersTable orders={listing.data.orders} onChanged={replace} />
          <ServerPager page={page} perPage={PER_PAGE} total={listing.data.totalOrders} noun={i18n._('orders')} onPage={(next) => go({ page: next })} />
        </>
      )}
    </AdminPage>
  );
}
