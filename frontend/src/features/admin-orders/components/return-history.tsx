import { useFormat } from '@/lib/format/format';
import { paymentMethodText, returnStatusText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import type { Return } from '../api/returns';

/** A return's steps, oldest first, with the admin's notes, and the money it gave back once refunded. */
export function ReturnHistory({ request, of }: { request: Return; of: string }) {
  const i18n = useI18n();
  const format = useFormat();
  const { refund } = request;

  return (
    <>
      <h3 className="admin-return__subheading">{i18n._('History')}</h3>
      <ol className="admin-return__history" aria-label={i18n._('History of return {ref}', { ref: of })}>
        {request.history.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <time dateTime={change.at}>{format.moment(change.at)}</time> <strong>{returnStatusText(change.status, format)}</strong>
            {change.note && <q className="admin-return__note">{change.note}</q>}
          </li>
        ))}
      </ol>
      {refund && (
        <p className="admin-return__refund">
          {refund.method === 'cash'
            ? i18n._('{amount} refunded in cash on {moment}', { amount: format.money(refund.amount), moment: format.moment(refund.at) })
            : i18n._('{amount} refunded through {method} on {moment}', {
                amount: format.money(refund.amount),
                method: paymentMethodText(refund.method, format),
                moment: format.moment(refund.at),
              })}
          {refund.delivery_fee_included && <span> {i18n._('(delivery fee included)')}</span>}
          {refund.trx_id && <span> · {i18n._('Transaction ID {trx}', { trx: refund.trx_id })}</span>}
        </p>
      )}
    </>
  );
}
