import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutCharges } from '@/components/order/checkout-charges';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { paths } from '@/config/paths';
import { orderRef } from '@/lib/format/order-ref';
import { paymentMethodText, payerText } from '@/lib/format/payment-text';
import type { CheckoutDetails } from '@/types/checkout';
import { AwaitingPayment } from './awaiting-payment';
import { AdvanceNote } from '@/components/order/advance-note';
import { type I18n, useI18n } from '@/lib/i18n';
import './payment.css';
import { useFormat } from '@/lib/format/format';
import { isAwaitingPayment } from '@/lib/core/core';

export interface PaymentResultViewProps {
  checkout: CheckoutDetails;
  /** Now in ms, for the time left to pay. */
  now: number;
  busy: 'pay' | 'check' | null;
  /** Why the last action failed, in words for the shopper. */
  error: string | null;
  onPay: (method?: string) => void;
  onCheck: () => void;
}

const headings = (i18n: I18n): Record<CheckoutDetails['payment']['status'], string> => ({
  awaiting_payment: i18n._('Complete your payment'),
  due_on_delivery: i18n._('Your order is placed'),
  paid: i18n._('Payment received'),
  failed: i18n._('Payment failed'),
  expired: i18n._('The time to pay ran out'),
  refund_pending: i18n._('Your refund is on its way'),
  refunded: i18n._('Your money is refunded'),
  cancelled: i18n._('Order cancelled'),
});

function PlaceNewOrder() {
  const i18n = useI18n();
  return (
    <p>
      {i18n._('You can')} <Link to={paths.products}>{i18n._('place a new order')}</Link> {i18n._('whenever you like.')}
    </p>
  );
}

/** What the shopper reads about the money, by the payment's status. */
function StateText({ checkout }: { checkout: CheckoutDetails }): ReactNode {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const total = money(checkout.total);
  const { payment } = checkout;
  const payer = payerText(payment.method);
  switch (payment.status) {
    case 'paid':
      return (
        <>
          <p>{i18n._('Thank you! {payer} confirmed your payment of {total}; we are preparing your order.', { payer, total })}</p>
          {payment.paid_with && (
            <p data-testid="paid-with">
              {i18n._('Paid with:')} <strong>{`${payment.paid_with.name} ${payment.paid_with.account}`.trim()}</strong>
            </p>
          )}
          {payment.trx_id && (
            <p>
              {i18n._('{payer} transaction ID:', { payer })} <strong data-testid="trx-id">{payment.trx_id}</strong>
            </p>
          )}
        </>
      );
    case 'failed':
      return (
        <>
          <p data-testid="payment-reason">
            {i18n._('{payer} did not take the payment:', { payer })} <strong>{payment.reason || i18n._('no reason was given')}</strong>.
          </p>
          <p>{i18n._('No money was taken. This order stays unpaid: it will be cancelled, and its phones put back on sale, when its time to pay runs out.')}</p>
          <PlaceNewOrder />
        </>
      );
    case 'expired':
      return (
        <>
          <p>{i18n._('No payment arrived in time, so this order was cancelled and nothing was charged.')}</p>
          <PlaceNewOrder />
        </>
      );
    case 'due_on_delivery':
      return checkout.advance ? <AdvanceNote advance={checkout.advance} /> : <p>{i18n._('Pay {total} in cash when your order arrives.', { total })}</p>;
    case 'refund_pending':
      return <p>{i18n._('The order was cancelled after you paid; we are returning {total} to the account you paid from.', { total })}</p>;
    case 'refunded':
      return <p>{i18n._('{total} went back to the account you paid from.', { total })}</p>;
    default:
      return <p>{i18n._('This order was cancelled before any money moved.')}</p>;
  }
}

/** A checkout's payment: its status in the core's words, what to do next, and what it charges. */
export function PaymentResultView({ checkout, now, busy, error, onPay, onCheck }: PaymentResultViewProps) {
  const i18n = useI18n();
  const format = useFormat();
  const { payment } = checkout;
  return (
    <article className="payment-result" aria-labelledby="payment-title">
      <h1 id="payment-title">
        {checkout.advance && isAwaitingPayment(checkout.advance.status) ? i18n._('Pay the advance') : (headings(i18n)[payment.status] ?? i18n._('Payment'))}
      </h1>
      <p className="muted">
        {i18n._('Order {ref} · placed {day} · {method}', {
          ref: orderRef(checkout.checkout_id),
          day: format.day(checkout.created_at),
          method: paymentMethodText(payment.method),
        })}
      </p>
      <p role="status">
        {i18n._('Payment status:')} <PaymentBadge status={payment.status} />
      </p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className={`payment-result__panel payment-result__panel--${payment.status}`}>
        {isAwaitingPayment(payment.status) || (checkout.advance && isAwaitingPayment(checkout.advance.status)) ? (
          <AwaitingPayment checkout={checkout} now={now} busy={busy} onPay={onPay} onCheck={onCheck} />
        ) : (
          <StateText checkout={checkout} />
        )}
      </div>
      <CheckoutCharges checkout={checkout} />
      <p className="payment-result__links">
        <Link to={paths.myOrders} className="button">
          {i18n._('See my orders')}
        </Link>
        <Link to={paths.invoice(checkout.checkout_id)} className="button">
          {i18n._('Invoice')}
        </Link>
      </p>
    </article>
  );
}
