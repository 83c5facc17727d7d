import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { canReviewOrder, isAwaitingPayment } from '@/lib/core/core';
import { paymentMethodText, zoneLabelOf } from '@/lib/format/payment-text';
import type { Order } from '@/types/order';
import { AdvanceNote } from '@/components/order/advance-note';
import { OrderTimeline, type ReturnStep } from './order-timeline';
import type { ParcelTrack } from '../api/get-parcel';
import './orders.css';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** What is offered under an order that may be reviewed; app/ passes the reviews feature's form. */
export type ReviewSlot = (order: Order) => ReactNode;

interface OrderDetailsViewProps {
  order: Order;
  /** The order's return: its section, and its steps for the timeline. */
  returns?: { section: ReactNode; steps: ReturnStep[] };
  /** The courier's steps, once the order left with one. */
  parcel?: ParcelTrack | null;
  onCancel?: () => void;
  cancelling?: boolean;
  renderReview?: ReviewSlot;
}

export function OrderDetailsView({ order, returns, parcel, onCancel, cancelling = false, renderReview }: OrderDetailsViewProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  const [tracking, setTracking] = useState(false);
  const s = order.shipping_id;
  const zone = zoneLabelOf(order.delivery_zone);
  const awaiting = isAwaitingPayment(order.payment_status);
  return (
    <article className="order-details" aria-labelledby="order-title">
      <h1 id="order-title">{order.title}</h1>
      {order.product_id.label && <p className="order-details__variant">{order.product_id.label}</p>}
      <p className="muted">{i18n._('Order {id} · placed {day}', { id: order._id, day: format.day(order.createdAt) })}</p>
      {awaiting && (
        <p className="order-details__pay" role="note">
          {i18n._('This order waits for your {method} payment.', { method: paymentMethodText(order.payment_method) })}{' '}
          <Link to={paths.paymentOf(order.checkout_id)} className="button button--primary">
            {i18n._('Pay now')}
          </Link>
        </p>
      )}
      {order.advance && <AdvanceNote advance={order.advance} payFor={order.checkout_id} />}
      <div className="order-details__grid">
        <img src={order.cover} alt={order.title} width={160} height={160} />
        <dl>
          <dt>{i18n._('Status')}</dt>
          <dd>
            <StatusBadge status={order.order_status_type} />
          </dd>
          <dt>{i18n._('Delivery by')}</dt>
          <dd>{format.day(order.delivery_date)}</dd>
          <dt>{i18n._('Price')}</dt>
          <dd>{money(order.price)}</dd>
          <dt>{i18n._('Quantity')}</dt>
          <dd>{number(order.quantity)}</dd>
          {order.coupon && (
            <>
              <dt>{i18n._('Coupon {code}', { code: order.coupon.code })}</dt>
              <dd data-testid="order-coupon">−{money(order.coupon.off)}</dd>
            </>
          )}
          <dt>{i18n._('Total')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
          <dt>{i18n._('Delivery fee')}</dt>
          <dd data-testid="order-delivery">
            {money(order.delivery_fee)}
            {zone && ` · ${zone}`}
          </dd>
          <dt>{i18n._('Order total')}</dt>
          <dd data-testid="checkout-total">
            {money(order.checkout_total)} <span className="muted">{i18n._('(all items of this checkout with delivery)')}</span>
          </dd>
          <dt>{i18n._('Payment')}</dt>
          <dd>
            {paymentMethodText(order.payment_method)} · <PaymentBadge status={order.payment_status} />
          </dd>
          {order.emi && (
            <>
              <dt>{i18n._('Card EMI')}</dt>
              <dd data-testid="order-emi">
                {i18n._('{bank}, {months} months, paid by card on delivery', { bank: order.emi.bank, months: number(order.emi.months) })}
              </dd>
            </>
          )}
          <dt>{i18n._('Deliver to')}</dt>
          <dd>
            {s.first_name} {s.last_name}, {s.address}
            {s.apartment_suit && `, ${s.apartment_suit}`}, {s.area}, {s.city} {s.post_code}, {s.country}
          </dd>
          <dt>{i18n._('Phone')}</dt>
          <dd>{s.phone}</dd>
          {order.warranty && (
            <>
              <dt>{i18n._('Warranty')}</dt>
              <dd data-testid="order-warranty">{order.warranty}</dd>
            </>
          )}
          {order.handsets.length > 0 && (
            <>
              <dt>{i18n._('IMEI')}</dt>
              <dd>
                <span data-testid="order-imeis">{order.handsets.flat().join(', ')}</span>
                <span className="muted order-details__btrc" data-testid="btrc-check">
                  {i18n._('To check that the handset is registered with BTRC, send an SMS “KYD {imei}” to 16002.', {
                    imei: order.handsets[0]?.[0] ?? '',
                  })}
                </span>
              </dd>
            </>
          )}
        </dl>
      </div>
      <div className="order-details__actions">
        <Link to={paths.invoice(order.checkout_id)} className="button">
          {i18n._('Voucher')}
        </Link>
        {order.tax_invoice && (
          <Link to={paths.taxInvoice(order._id)} className="button">
            {i18n._('VAT invoice (Mushak-6.3)')}
          </Link>
        )}
        <button type="button" className="button" aria-expanded={tracking} aria-controls="order-timeline" onClick={() => setTracking(!tracking)}>
          {i18n._('Track Order')}
        </button>
        {onCancel && order.next_statuses.includes('cancelled') && (
          <button type="button" className="button button--danger" onClick={onCancel} disabled={cancelling}>
            {i18n._('Cancel order')}
          </button>
        )}
        <Link to={paths.myOrders} className="button">
          {i18n._('All orders')}
        </Link>
      </div>
      {returns?.section}
      {renderReview && canReviewOrder(order.order_status_type) && (
        <section className="order-details__review" aria-label={i18n._('Review')}>
          {renderReview(order)}
        </section>
      )}
      <div id="order-timeline" hidden={!tracking}>
        {tracking && <OrderTimeline order={order} returnSteps={returns?.steps} parcel={parcel} />}
      </div>
    </article>
  );
}
