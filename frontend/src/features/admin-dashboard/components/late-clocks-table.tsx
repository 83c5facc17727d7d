// The orders past one of the Digital Commerce Guidelines' clocks, the latest first.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { orderRef } from '@/lib/format/order-ref';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import type { LateClock } from '@/types/admin';

const late = createColumnHelper<LateClock>();

export function LateClocksTable({ orders }: { orders: LateClock[] }) {
  const i18n = useI18n();
  const format = useFormat();
  const clockNames: Record<LateClock['clock'], string> = {
    hand_over: i18n._('Hand-over to the courier (48 hours)'),
    delivery: i18n._('Delivery (5 days in Dhaka, 10 elsewhere)'),
    refund: i18n._('Refund (10 days)'),
  };
  const columns = [
    late.accessor('clock', { header: i18n._('Promise'), cell: (info) => clockNames[info.getValue()] }),
    late.accessor('order_id', {
      header: i18n._('Order'),
      cell: ({ row: { original: o } }) => (
        <Link to={paths.adminParcel(o.checkout_id)} title={o.order_id}>
          {orderRef(o.order_id)} · {o.title}
        </Link>
      ),
    }),
    late.accessor('due_at', { header: i18n._('Due'), cell: (info) => <time dateTime={info.getValue()}>{format.moment(info.getValue())}</time> }),
    late.accessor('late_hours', {
      header: i18n._('Late by'),
      cell: (info) => {
        const hours = info.getValue();
        return hours >= 48 ? i18n._('{days} days', { days: format.count(Math.floor(hours / 24)) }) : i18n._('{hours} hours', { hours: format.count(hours) });
      },
    }),
  ];
  return (
    <DataTable
      caption
      label={i18n._('Past the guidelines’ clocks')}
      data={orders}
      columns={columns}
      getRowId={(o) => `${o.clock}-${o.order_id}`}
      emptyText={null}
    />
  );
}
