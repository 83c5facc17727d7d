import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutCharges } from '../../../components/order/checkout-charges';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/core';
import { formatDay } from '../../../lib/format-date';
import { orderRef } from '../../../lib/order-ref';
import { paymentMethodText } from '../../../lib/payment-text';
import type { CheckoutDetails } from '../../../types/checkout';
import { AwaitingPayment } from './awaiting-payment';
import './payment.css';

export interface PaymentResultViewProps {
  checkout: CheckoutDetails;
  /** Now in ms, for the time left to pay. */
  now: number;
  busy: 'pay' | 'check' | null;
  /** Why the last action failed, in words for the shopper. */
  error: string | null;
  onPay: () => void;
  onCheck: () => void;
}

const HEADINGS: Record<CheckoutDetails['payment']['status'], string> = {
  awaiting_payment: 'Complete your payment',
  due_on_delivery: 'Your order is placed',
  paid: 'Payment received',
  failed: 'Payment failed',
  expired: 'The time to pay ran out',
  refund_pending: 'Your refund is on its way',
  refunded: 'Your money is refunded',
  cancelled: 'Order cancelled',
};

const placeNewOrder = (
  <p>
    You can <Link to={paths.products}>place a new order</Link> whenever you like.
  </p>
);

/** What the shopper reads about the money, by the payment's status. */
function StateText({ checkout }: { checkout: CheckoutDetails }): ReactNode {
  const { payment } = checkout;
  switch (payment.status) {
    case 'paid':
      return (
        <>
          <p>Thank you! bKash confirmed your payment of {formatMoney(checkout.total)}; we are preparing your order.</p>
          {payment.trx_id && (
            <p>
              bKash transaction ID: <strong data-testid="trx-id">{payment.trx_id}</strong>
            </p>
          )}
        </>
      );
    case 'failed':
      return (
        <>
          <p data-testid="payment-reason">
            bKash did not take the payment: <strong>{payment.reason || 'no reason was given'}</strong>.
          </p>
          <p>
            No money was taken. This order stays unpaid: it will be cancelled, and its phones put back on sale, when its time to
            pay runs out.
          </p>
          {placeNewOrder}
        </>
      );
    case 'expired':
      return (
        <>
          <p>No payment arrived in time, so this order was cancelled and nothing was charged.</p>
          {placeNewOrder}
        </>
      );
    case 'due_on_delivery':
      return <p>Pay {formatMoney(checkout.total)} in cash when your order arrives.</p>;
    case 'refund_pending':
      return <p>The order was cancelled after you paid; we are returning {formatMoney(checkout.total)} to the account you paid from.</p>;
    case 'refunded':
      return <p>{formatMoney(checkout.total)} went back to the account you paid from.</p>;
    default:
      return <p>This order was cancelled before any money moved.</p>;
  }
}

/** A checkout's payment: its status in the core's words, what to do next, and what it charges. */
export function PaymentResultView({ checkout, now, busy, error, onPay, onCheck }: PaymentResultViewProps) {
  const { payment } = checkout;
  return (
    <article className="payment-result" aria-labelledby="payment-title">
      <h1 id="payment-title">{HEADINGS[payment.status] ?? 'Payment'}</h1>
      <p className="muted">
        Order {orderRef(checkout.checkout_id)} · placed {formatDay(checkout.created_at)} · {paymentMethodText(payment.method)}
      </p>
      <p role="status">
        Payment status: <PaymentBadge status={payment.status} />
      </p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className={`payment-result__panel payment-result__panel--${payment.status}`}>
        {payment.status === 'awaiting_payment' ? (
          <AwaitingPayment checkout={checkout} now={now} busy={busy} onPay={onPay} onCheck={onCheck} />
        ) : (
          <StateText checkout={checkout} />
        )}
      </div>
      <CheckoutCharges checkout={checkout} />
      <p className="payment-result__links">
        <Link to={paths.myOrders} className="button">
          See my orders
        </Link>
        <Link to={paths.invoice(checkout.checkout_id)} className="button">
          Invoice
        </Link>
      </p>
    </article>
  );
}
