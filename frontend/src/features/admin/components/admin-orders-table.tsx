import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/table/data-table';
import { formatMoney } from '../../../lib/core';
import type { Order } from '../types';
import { orderRef } from '../../../lib/order-ref';
import { OrderStatusControl } from './order-status-control';
import { formatDay } from '../../../lib/format-date';
import { StatusBadge } from '../../../components/ui/status-badge';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { paymentMethodText } from '../../../lib/payment-text';

const column = createColumnHelper<Order>();

/** Every customer's orders with their payment and a status control per row (the moves the server allows, payment considered). */
export function AdminOrdersTable({ orders, onChanged }: { orders: Order[]; onChanged: (order: Order) => void }) {
  const columns = useMemo(
    () => [
      column.accessor('_id', {
        header: 'Order',
        cell: (info) => <span title={info.getValue()}>{orderRef(info.getValue())}</span>,
      }),
      column.accessor('createdAt', { header: 'Date', cell: (info) => formatDay(info.getValue()) }),
      column.accessor((o) => `${o.shipping_id.first_name} ${o.shipping_id.last_name}`, {
        id: 'customer',
        header: 'Customer',
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
      column.accessor('title', { header: 'Title' }),
      column.accessor('quantity', { header: 'Qty' }),
      column.accessor('total', { header: 'Total', cell: (info) => formatMoney(info.getValue()) }),
      column.accessor('order_status_type', {
        header: 'Status',
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('payment_status', {
        header: 'Payment',
        cell: ({ row: { original: o } }) => (
          <span className="admin-payment">
            <PaymentBadge status={o.payment_status} />
            <span className="muted">{paymentMethodText(o.payment_method)}</span>
          </span>
        ),
      }),
      column.display({
        id: 'change',
        header: 'Change status',
        cell: ({ row: { original: o } }) => <OrderStatusControl order={o} onChanged={onChanged} />,
      }),
    ],
    [onChanged],
  );

  return (
    <DataTable
      label="Orders"
      data={orders}
      columns={columns}
      getRowId={(o) => o._id}
      emptyText="No orders with this status"
      initialPageSize={50}
      initialSorting={[{ id: 'createdAt', desc: true }]}
    />
  );
}
