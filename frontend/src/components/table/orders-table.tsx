import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from './data-table';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/core';
import type { Order } from '../../types/order';
import { formatDay } from '../../lib/format-date';
import { orderRef } from '../../lib/order-ref';
import { PaymentBadge } from '../ui/payment-badge';
import { StatusBadge } from '../ui/status-badge';

const day = (iso: string) => formatDay(iso, 'numeric');
const column = createColumnHelper<Order>();

const columns = [
  column.accessor('_id', {
    header: 'Order',
    cell: (info) => <Link to={paths.orderDetails(info.getValue())}>{orderRef(info.getValue())}</Link>,
  }),
  column.accessor('createdAt', { header: 'Order date', cell: (info) => day(info.getValue()) }),
  column.accessor('order_status_type', {
    header: 'Status',
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('payment_status', { header: 'Payment', cell: (info) => <PaymentBadge status={info.getValue()} /> }),
  column.accessor('title', { header: 'Title' }),
  column.accessor('total', { header: 'Total', cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('delivery_date', { header: 'Estimated delivery', cell: (info) => day(info.getValue()) }),
];

/** The spec's orders list: order id link, order date, status, payment, title, estimated delivery. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <DataTable
      label="Orders"
      data={orders}
      columns={columns}
      getRowId={(order) => order._id}
      emptyText="No orders yet"
      initialSorting={[{ id: 'createdAt', desc: true }]}
    />
  );
}
