import { useState } from 'react';
import type { CheckoutDetails } from '@/types/checkout';
import { clockText, secondsLeft } from '../utils/time-left';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';
import { paymentMethodText, payerText } from '@/lib/format/payment-text';

interface AwaitingPaymentProps {
  checkout: CheckoutDetails;
  now: number;
  busy: 'pay' | 'check' | null;
  /** Pays online; an advance by the method the shopper picked. */
  onPay: (method?: string) => void;
  onCheck: () => void;
}

/** A checkout waiting for its online payment: the time left, Pay with (the method), and Check again; or the payment held for the shop's check. */
export function AwaitingPayment({ checkout, now, busy, onPay, onCheck }: AwaitingPaymentProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  // An advance asked of a cash-on-delivery order: that is what bKash takes now.
  const advance = checkout.advance;
  const deadline = advance ? advance.deadline : checkout.payment.deadline;
  const left = secondsLeft(deadline, now);
  const timeUp = left === 0;
  // An advance is paid by any online method the shop takes (the first, unless the shopper picks
  // another); an order's own payment by the method it was placed with.
  const ways = checkout.pay_by;
  const [picked, setPicked] = useState<string | null>(null);
  const method = (advance && ways.find((way) => way === picked)) || ways[0] || checkout.payment.method;
  const name = paymentMethodText(method);
  const payer = payerText(method);
  if (checkout.payment.held_for_review) {
    return (
      <div className="payment-result__state" data-testid="payment-review">
        <p>{i18n._('{payer} took your payment of {total}; the shop checks it before preparing your order.', { payer, total: money(checkout.total) })}</p>
      </div>
    );
  }
  return (
    <div className="payment-result__state">
      <p>
        {advance
          ? i18n._('Pay the advance of {amount} online; the rest, {rest}, is paid in cash on delivery.', {
              amount: money(advance.amount),
              rest: money(advance.rest),
            })
          : i18n._('Pay {total} with {method} to confirm this order.', { total: money(checkout.total), method: name })}
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
      {advance && ways.length > 1 && !timeUp && (
        <fieldset className="payment-result__ways">
          <legend>{i18n._('Pay the advance with')}</legend>
          {ways.map((way) => (
            <label key={way} className="choice">
              <input type="radio" name="pay-by" value={way} checked={way === method} onChange={() => setPicked(way)} />
              <span>{paymentMethodText(way)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="payment-result__actions">
        {!timeUp && (
          <button type="button" className="button button--primary" onClick={() => onPay(advance ? method : undefined)} disabled={busy !== null}>
            {busy === 'pay' ? i18n._('Opening {payer}…', { payer }) : i18n._('Pay with {method}', { method: name })}
          </button>
        )}
        <button type="button" className="button" onClick={onCheck} disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : i18n._('Check again')}
        </button>
      </div>
      <p className="muted">{i18n._('Paid on {payer} already? Check again and we ask {payer} for it.', { payer })}</p>
    </div>
  );
}
