import type { CheckoutDetails } from '@/types/checkout';
import { clockText, secondsLeft } from '../utils/time-left';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface AwaitingPaymentProps {
  checkout: CheckoutDetails;
  now: number;
  busy: 'pay' | 'check' | null;
  onPay: () => void;
  onCheck: () => void;
}

/** A checkout waiting for its bKash payment: the time left, Pay with bKash, and Check again. */
export function AwaitingPayment({ checkout, now, busy, onPay, onCheck }: AwaitingPaymentProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  // An advance asked of a cash-on-delivery order: that is what bKash takes now.
  const advance = checkout.advance;
  const deadline = advance ? advance.deadline : checkout.payment.deadline;
  const left = secondsLeft(deadline, now);
  const timeUp = left === 0;
  return (
    <div className="payment-result__state">
      <p>
        {advance
          ? i18n._('Pay the advance of {amount} with bKash; the rest, {rest}, is paid in cash on delivery.', {
              amount: money(advance.amount),
              rest: money(advance.rest),
            })
          : i18n._('Pay {total} with bKash to confirm this order.', { total: money(checkout.total) })}
      </p>
      {left !== null && deadline && (
        <p data-testid="payment-deadline">
          {timeUp ? (
            <>{i18n._('The time to pay has passed; this order will be cancelled and its phones put back on sale.')}</>
          ) : (
            <>
              {i18n._('Time left to pay:')} <strong className="payment-result__clock">{clockText(left)}</strong> (
              <time dateTime={deadline}>{i18n._('until {moment}', { moment: format.moment(deadline) })}</time>). {i18n._('After that the order is cancelled.')}
            </>
          )}
        </p>
      )}
      <div className="payment-result__actions">
        {!timeUp && (
          <button type="button" className="button button--primary" onClick={onPay} disabled={busy !== null}>
            {busy === 'pay' ? i18n._('Opening bKash…') : i18n._('Pay with bKash')}
          </button>
        )}
        <button type="button" className="button" onClick={onCheck} disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : i18n._('Check again')}
        </button>
      </div>
      <p className="muted">{i18n._('Paid on bKash already? Check again and we ask bKash for it.')}</p>
    </div>
  );
}
