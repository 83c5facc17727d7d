import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/error-message';
import { useResource } from '../../../lib/use-resource';
import { canCancelOrder, canReviewOrder, formatMoney, paymentMethods } from '../../../lib/core';
import { cancelOrder } from '../api/cancel-order';
import { getOrder } from '../api/get-order';
import type { Order } from '../../../types/order';
import { formatDay } from '../../../lib/format-date';
import { StatusBadge } from '../../../components/ui/status-badge';

const methodLabel = (value: string) => paymentMethods().find((m) => m.value === value)?.label ?? value;

/** What is offered under an order that may be reviewed; app/ passes the reviews feature's form. */
export type ReviewSlot = (order: Order) => ReactNode;

export function OrderDetailsView({
  order,
  onCancel,
  cancelling = false,
  renderReview,
}: {
  order: Order;
  onCancel?: () => void;
  cancelling?: boolean;
  renderReview?: ReviewSlot;
}) {
  const [tracking, setTracking] = useState(false);
  const s = order.shipping_id;
  return (
    <article className="order-details" aria-labelledby="order-title">
      <h1 id="order-title">{order.title}</h1>
      <p className="muted">
        Order {order._id} · placed {formatDay(order.createdAt)}
      </p>
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
          <dt>Payment</dt>
          <dd>
            {methodLabel(order.payment_method)} ({order.payment_status.replaceAll('_', ' ')})
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
        <button type="button" className="button" onClick={() => window.print()}>
          Voucher
        </button>
        <button type="button" className="button" aria-expanded={tracking} onClick={() => setTracking(!tracking)}>
          Track Order
        </button>
        {onCancel && canCancelOrder(order.order_status_type) && (
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
      {tracking && (
        <p className="muted">
          Current status: {order.order_status_type}. Expected delivery {formatDay(order.delivery_date)}.
        </p>
      )}
    </article>
  );
}

export function OrderDetailsPage({ renderReview }: { renderReview?: ReviewSlot }) {
  const { orderId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getOrder(orderId, signal), [orderId]);
  // Another order's details must not show under this order's address.
  const { data: order, error, missing, setData } = useResource(load, 'Could not load this order', { keepWhileLoading: false });
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  if (missing) return <p className="empty">Order not found</p>;
  if (error)
    return (
      <p role="alert" className="alert">
        {error}
      </p>
    );
  if (!order) return <p className="muted">Loading…</p>;
  const cancel = () => {
    if (cancelling) return;
    setCancelling(true);
    setCancelFailure(null);
    cancelOrder(order._id)
      .then(
        // Only onto the same order: the page may have moved to another one meanwhile.
        (cancelled) => setData((shown) => (shown._id === cancelled._id ? cancelled : shown)),
        (reason: unknown) => setCancelFailure(messageOf(reason, 'Could not cancel the order')),
      )
      .finally(() => setCancelling(false));
  };
  return (
    <>
      {cancelFailure && (
        <p role="alert" className="alert">
          {cancelFailure}
        </p>
      )}
      <OrderDetailsView order={order} onCancel={cancel} cancelling={cancelling} renderReview={renderReview} />
    </>
  );
}
