import type { Order } from '@/types/order';

/** An order's title; an order of a phone's variant keeps the variant's label (e.g. 8/256 GB · Blue). */
export function OrderTitle({ order }: { order: Pick<Order, 'title' | 'product_id'> }) {
  return (
    <>
      {order.title}
      {order.product_id.label && <span className="line-label">{order.product_id.label}</span>}
    </>
  );
}
