import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { canReviewOrder, formatMoney } from '../../../lib/core';
import { formatDay } from '../../../lib/format-date';
import { paymentMethodText, zoneLabelOf } from '../../../lib/payment-text';
import type { Order } from '../../../types/order';
import { OrderTimeline } from './order-timeline';
import './orders.css';

/** What is offered under an order that may be reviewed; app/ passes the reviews feature's form. */
export type ReviewSlot = (order: Order) => ReactNode;

interface OrderDetailsViewProps {
  order: Order;
  onCancel?: () => void;
  cancelling?: boolean;
  renderReview?: ReviewSlot;
}

export function OrderDetailsView({ order, onCancel, cancelling = false, renderReview }: OrderDetailsViewProps) {
  const [tracking, setTracking] = useState(false);
  const s = order.shipping_id;
  const zone = zoneLabelOf(order.delivery_zone);
  const awaiting = order.payment_status === 'awaiting_payment';
  return (
    <article className="order-details" aria-labelledby="order-title">
      <h1 id="order-title">{order.title}</h1>
      <p className="muted">
        Order {order._id} · placed {formatDay(order.createdAt)}
      </p>
      {awaiting && (
        <p className="order-details__pay" role="note">
          This order waits for your bKash payment.{' '}
          <Link to={paths.paymentOf(order.checkout_id)} className="button button--primary">
            Pay now
          </Link>
        </p>
      )}
      <div className="order-details__grid">
        <img src={order.cover} alt={order.title} width={160} height={160} />
        <dl>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.order_status_type} />
          </dd>
          <dt>Delivery by</dt>
          <dd>{formatDay(order.delivery_date)}</dd>
          <dt>Price</dt>
          <dd>{formatMoney(order.price)}</dd>
          <dt>Quantity</dt>
          <dd>{order.quantity}</dd>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatMoney(order.total)}</dd>
          <dt>Delivery fee</dt>
          <dd data-testid="order-delivery">
            {formatMoney(order.delivery_fee)}
            {zone && ` · ${zone}`}
          </dd>
          <dt>Order total</dt>
          <dd data-testid="checkout-total">
            {formatMoney(order.checkout_total)} <span className="muted">(all items of this checkout with delivery)</span>
          </dd>
          <dt>Payment</dt>
          <dd>
            {paymentMethodText(order.payment_method)} · <PaymentBadge status={order.payment_status} />
          </dd>
          <dt>Deliver to</dt>
          <dd>
            {s.first_name} {s.last_name}, {s.address}
            {s.apartment_suit && `, ${s.apartment_suit}`}, {s.area}, {s.city} {s.post_code}, {s.country}
          </dd>
          <dt>Phone</dt>
          <dd>{s.phone}</dd>
        </dl>
      </div>
      <div className="order-details__actions">
        <Link to={paths.invoice(order.checkout_id)} className="button">
          Voucher
        </Link>
        <button type="button" className="button" aria-expanded={tracking} aria-controls="order-timeline" onClick={() => setTracking(!tracking)}>
          Track Order
        </button>
        {onCancel && order.next_statuses.includes('cancelled') && (
          <button type="button" className="button button--danger" onClick={onCancel} disabled={cancelling}>
            Cancel order
          </button>
        )}
        <Link to={paths.myOrders} className="button">
          All orders
        </Link>
      </div>
      {renderReview && canReviewOrder(order.order_status_type) && (
        <section className="order-details__review" aria-label="Review">
          {renderReview(order)}
        </section>
      )}
      <div id="order-timeline" hidden={!tracking}>
        {tracking && <OrderTimeline order={order} />}
      </div>
    </article>
  );
}
