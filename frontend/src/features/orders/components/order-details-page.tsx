import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { cancelOrder } from '../api/cancel-order';
import { getOrder } from '../api/get-order';
import { getOrderReturn } from '../api/returns';
import { getOrderParcel } from '../api/get-parcel';
import { ReturnSection } from './return-section';
import { OrderDetailsView, type ReviewSlot } from './order-details-view';
import { resourceFallback } from '@/components/ui/resource-fallback';
import { useI18n } from '@/lib/i18n';

export function OrderDetailsPage({ renderReview }: { renderReview?: ReviewSlot }) {
  const i18n = useI18n();
  const { orderId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getOrder(orderId, signal), [orderId]);
  // Another order's details must not show under this order's address.
  const { data: order, error, missing, setData } = useResource(load, i18n._('Could not load this order'), { keepWhileLoading: false });
  // Its return (asked, or whether one may be): only a delivered order can have one.
  const delivered = order?._id === orderId && order.order_status_type === 'delivered';
  const loadReturn = useMemo(() => (delivered ? (signal: AbortSignal) => getOrderReturn(orderId, signal) : null), [delivered, orderId]);
  const orderReturn = useResource(loadReturn, i18n._('Could not load the return'), { keepWhileLoading: false });
  // The courier's steps, once the order left with one.
  const left = order?._id === orderId && ['shipped', 'delivered', 'returned'].includes(order.order_status_type);
  const loadParcel = useMemo(() => (left ? (signal: AbortSignal) => getOrderParcel(orderId, signal) : null), [left, orderId]);
  const parcel = useResource(loadParcel, i18n._('Could not load the courier’s steps'), { keepWhileLoading: false });
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  if (!order || missing || error) return resourceFallback({ missing, error, ready: !!order }, i18n._('Order not found'));
  const cancel = () => {
    if (cancelling) return;
    setCancelling(true);
    setCancelFailure(null);
    cancelOrder(order._id)
      .then(
        // Only onto the same order: the page may have moved to another one meanwhile.
        (cancelled) => setData((shown) => (shown._id === cancelled._id ? cancelled : shown)),
        (reason: unknown) => setCancelFailure(messageOf(reason, i18n._('Could not cancel the order'))),
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
      <OrderDetailsView
        order={order}
        returns={{
          section: <ReturnSection orderId={order._id} shown={orderReturn.data} onChanged={orderReturn.setData} />,
          steps: orderReturn.data?.request?.history ?? [],
        }}
        parcel={parcel.missing ? null : parcel.data}
        onCancel={cancel}
        cancelling={cancelling}
        renderReview={renderReview}
      />
    </>
  );
}
