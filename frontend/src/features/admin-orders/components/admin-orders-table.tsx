import { createColumnHelper } from '@tanstack/react-table';
import { OrderTitle } from '@/components/order/order-title';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DataTable } from '@/components/table/data-table';

import type { Order } from '@/types/admin';
import { orderRef } from '@/lib/format/order-ref';
import { OrderStatusControl } from './order-status-control';
import { StatusBadge } from '@/components/ui/status-badge';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { paymentMethodText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

const column = createColumnHelper<Order>();

/** The statuses whose order has (or may book) a parcel with the courier. */
const PARCEL_STATUSES = new Set<string>(['confirmed', 'shipped', 'delivered', 'returned']);

/** Every customer's orders with their payment and a status control per row (the moves the server allows, payment considered). */
export function AdminOrdersTable({ orders, onChanged }: { orders: Order[]; onChanged: (order: Order) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('_id', {
        header: i18n._('Order'),
        cell: (info) => <span title={info.getValue()}>{orderRef(info.getValue())}</span>,
      }),
      column.accessor('createdAt', { header: i18n._('Date'), cell: (info) => format.day(info.getValue()) }),
      column.accessor((o) => `${o.shipping_id.first_name} ${o.shipping_id.last_name}`, {
        id: 'customer',
        header: i18n._('Customer'),
        cell: ({ row: { original: o } }) => (
          <address className="admin-customer">
            <strong>
              {o.shipping_id.first_name} {o.shipping_id.last_name}
            </strong>
            <span>
              {o.address}, {o.city} {o.post_code}
            </span>
            <a href={`tel:${o.phone}`}>{o.phone}</a>
          </address>
        ),
      }),
      column.accessor('title', {
        header: i18n._('Title'),
        cell: (info) => <OrderTitle order={info.row.original} />,
      }),
      column.accessor('quantity', { header: i18n._('Qty') }),
      column.accessor('total', { header: i18n._('Total'), cell: (info) => format.money(info.getValue()) }),
      column.accessor('order_status_type', {
        header: i18n._('Status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('payment_status', {
        header: i18n._('Payment'),
        cell: ({ row: { original: o } }) => (
          <span className="admin-payment">
            <PaymentBadge status={o.payment_status} />
            <span className="muted">{paymentMethodText(o.payment_method)}</span>
          </span>
        ),
      }),
      column.display({
        id: 'change',
        header: i18n._('Change status'),
        cell: ({ row: { original: o } }) => (
          <div className="admin-order-actions">
            <OrderStatusControl order={o} onChanged={onChanged} />
            {PARCEL_STATUSES.has(o.order_status_type) && (
              <Link to={paths.adminParcel(o.checkout_id)} aria-label={i18n._('Parcel of order {ref}', { ref: orderRef(o._id) })}>
                {o.order_status_type === 'confirmed' ? i18n._('Book a courier') : i18n._('Parcel')}
              </Link>
            )}
          </div>
        ),
      }),
    ],
    [onChanged, format, i18n],
  );

  return (
    <DataTable
      label={i18n._('Orders')}
      data={orders}
      columns={columns}
      getRowId={(o) => o._id}
      emptyText={i18n._('No orders with this status')}
      initialPageSize={50}
      initialSorting={[{ id: 'createdAt', desc: true }]}
    />
  );
}
