// The three kinds of money the overview lists as needing the admin, one table each.
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/table/data-table';
import type { LatePayment, RefundInDoubt, UnsettledCheckout } from '@/types/admin';
import { orderRef } from '@/lib/format/order-ref';
import { ReviewButtons } from './review-buttons';
import { useI18n } from '@/lib/i18n';
import { type Format, useFormat } from '@/lib/format/format';

const shortId = (id: string) => <span title={id}>{orderRef(id)}</span>;
const moment = (format: Format, iso?: string | null) => (iso ? <time dateTime={iso}>{format.moment(iso)}</time> : '');

const late = createColumnHelper<LatePayment>();

export function LatePaymentsTable({ payments }: { payments: LatePayment[] }) {
  const i18n = useI18n();
  const format = useFormat();
  const columns = [
    late.accessor('checkout_id', { header: i18n._('Checkout'), cell: (info) => shortId(info.getValue()) }),
    late.accessor('trx_id', { header: i18n._('Transaction') }),
    late.accessor('amount', { header: i18n._('Amount'), cell: ({ row: { original: p } }) => format.money(p.amount, p.amount_text) }),
    late.accessor('found_at', { header: i18n._('Found'), cell: (info) => moment(format, info.getValue()) }),
    late.accessor('action', {
      header: i18n._('What the shop did'),
      enableSorting: false,
      cell: (info) => format.text(info.getValue(), info.getValue().message),
    }),
    late.accessor('refund_trx_id', {
      header: i18n._('Refund'),
      cell: ({ row: { original: p } }) =>
        p.refund_trx_id && (
          <span className="admin-attention__refund">
            {p.refund_trx_id}
            {moment(format, p.refunded_at)}
          </span>
        ),
    }),
  ];
  return (
    <DataTable caption label={i18n._('Paid after the checkout lapsed')} data={payments} columns={columns} getRowId={(p) => p.payment_id} emptyText={null} />
  );
}

const unsettled = createColumnHelper<UnsettledCheckout>();

export function UnsettledTable({ checkouts, onDecided }: { checkouts: UnsettledCheckout[]; onDecided: () => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const columns = [
    unsettled.accessor('checkout_id', { header: i18n._('Checkout'), cell: (info) => shortId(info.getValue()) }),
    unsettled.accessor('held', {
      header: i18n._('Hold'),
      cell: ({ row: { original: c } }) =>
        c.in_review ? i18n._('Held for your review') : c.held ? i18n._('Held (the provider may still take it)') : i18n._('Not held'),
    }),
    unsettled.accessor('failed_checks', { header: i18n._('Failed checks'), cell: (info) => format.count(info.getValue()) }),
    // What went wrong, as the shop recorded it from the provider's answer (a technical detail, shown as it is).
    unsettled.accessor('problem', {
      header: i18n._('Problem'),
      enableSorting: false,
      cell: ({ row: { original: c } }) => (
        <>
          {c.problem}
          {c.in_review && <ReviewButtons checkoutId={c.checkout_id} onDecided={onDecided} />}
        </>
      ),
    }),
    unsettled.accessor('next_check_at', { header: i18n._('Next check'), cell: (info) => moment(format, info.getValue()) }),
  ];
  return <DataTable caption label={i18n._('Payments not settled yet')} data={checkouts} columns={columns} getRowId={(c) => c.checkout_id} emptyText={null} />;
}

const refund = createColumnHelper<RefundInDoubt>();

export function RefundsInDoubtTable({ refunds }: { refunds: RefundInDoubt[] }) {
  const i18n = useI18n();
  const format = useFormat();
  const columns = [
    refund.accessor('order_id', { header: i18n._('Order'), cell: (info) => shortId(info.getValue()) }),
    refund.accessor('checkout_id', { header: i18n._('Checkout'), cell: (info) => shortId(info.getValue()) }),
    refund.accessor('return_id', {
      header: i18n._('Return'),
      cell: (info) => {
        const id = info.getValue();
        return id ? shortId(id) : '—';
      },
    }),
    refund.accessor('amount', { header: i18n._('Amount'), cell: (info) => format.money(info.getValue()) }),
    refund.accessor('since', { header: i18n._('In doubt since'), cell: (info) => moment(format, info.getValue()) }),
  ];
  return <DataTable caption label={i18n._('Refunds in doubt')} data={refunds} columns={columns} getRowId={(r) => r.return_id ?? r.order_id} emptyText={null} />;
}
