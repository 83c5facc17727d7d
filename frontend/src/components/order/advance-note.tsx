import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isAwaitingPayment } from '@/lib/core/core';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import type { Schema } from '@/types/wire';

export type Advance = Schema<'AdvanceAnswer'>;

/**
 * The advance a shop asked of a cash-on-delivery order: to pay online
 * (with a link to pay it, `payFor` being its checkout), paid (the rest at
 * the door), or not paid in time.
 */
export function AdvanceNote({ advance, payFor }: { advance: Advance; payFor?: string }) {
  const i18n = useI18n();
  const format = useFormat();
  const amounts = { amount: format.money(advance.amount), rest: format.money(advance.rest) };
  if (isAwaitingPayment(advance.status)) {
    return (
      <p className="order-details__pay" role="note" data-testid="advance-note">
        {i18n._('We ask an advance of {amount}, paid online, before we send this order; the rest, {rest}, is paid in cash on delivery.', amounts)}{' '}
        {payFor && (
          <Link to={paths.paymentOf(payFor)} className="button button--primary">
            {i18n._('Pay the advance')}
          </Link>
        )}
      </p>
    );
  }
  return (
    <p role="note" data-testid="advance-note">
      {advance.status === 'paid'
        ? i18n._('Advance of {amount} paid; the rest, {rest}, is paid in cash on delivery.', amounts)
        : i18n._('The advance of {amount} was not paid in time; we will call you about this order.', amounts)}
    </p>
  );
}
