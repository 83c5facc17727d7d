import { StatusBadge } from '@/components/ui/status-badge';
import type { Order } from '@/types/order';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** Where an order has been: each status it reached with when, the latest last and marked current. */
export function OrderTimeline({ order }: { order: Order }) {
  const i18n = useI18n();
  const format = useFormat();
  const steps = order.status_history;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{i18n._('Order tracking')}</h2>
      {steps.length === 0 ? (
        <p className="muted">{i18n._('No status changes recorded yet.')}</p>
      ) : (
        <ol className="order-timeline__steps">
          {steps.map((step, index) => {
            const current = index === steps.length - 1;
            return (
              <li key={`${step.status}-${step.at}`} className="order-timeline__step" aria-current={current ? 'step' : undefined}>
                <StatusBadge status={step.status} />
                <time dateTime={step.at}>{format.moment(step.at)}</time>
              </li>
            );
          })}
        </ol>
      )}
      {order.order_status_type !== 'delivered' && order.order_status_type !== 'cancelled' && (
        <p className="muted">{i18n._('Expected delivery by {day}.', { day: format.day(order.delivery_date) })}</p>
      )}
    </section>
  );
}
