import { createColumnHelper } from '@tanstack/react-table';
import { OrderTitle } from '@/components/order/order-title';
import { Link } from 'react-router';
import { DataTable } from './data-table';
import { paths } from '@/config/paths';

import type { Order } from '@/types/order';
import { orderRef } from '@/lib/format/order-ref';
import { PaymentBadge } from '../ui/payment-badge';
import { StatusBadge } from '../ui/status-badge';
import { type I18n, useI18n } from '@/lib/i18n';
import { type Format, useFormat } from '@/lib/format/format';

const column = createColumnHelper<Order>();

const columns = (i18n: I18n, format: Format) => [
  column.accessor('_id', {
    header: i18n._('Order'),
    cell: (info) => <Link to={paths.orderDetails(info.getValue())}>{orderRef(info.getValue())}</Link>,
  }),
  column.accessor('createdAt', { header: i18n._('Order date'), cell: (info) => format.day(info.getValue(), 'numeric') }),
  column.accessor('order_status_type', {
    header: i18n._('Status'),
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('payment_status', { header: i18n._('Payment'), cell: (info) => <PaymentBadge status={info.getValue()} /> }),
  column.accessor('title', {
    header: i18n._('Title'),
    cell: (info) => <OrderTitle order={info.row.original} />,
  }),
  column.accessor('total', { header: i18n._('Total'), cell: (info) => format.money(info.getValue()) }),
  column.accessor('delivery_date', { header: i18n._('Estimated delivery'), cell: (info) => format.day(info.getValue(), 'numeric') }),
];

/** The contract's orders list: order id link, order date, status, payment, title, estimated delivery. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const i18n = useI18n();
  const format = useFormat();
  return (
    <DataTable
      label={i18n._('Orders')}
      data={orders}
      columns={columns(i18n, format)}
      getRowId={(order) => order._id}
      emptyText={i18n._('No orders yet')}
      initialSorting={[{ id: 'createdAt', desc: true }]}
    />
  );
}
