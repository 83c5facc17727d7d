import { StatusBadge } from '@/components/ui/status-badge';
import type { Order } from '@/types/order';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';
import { ParcelSteps } from '@/components/order/parcel-steps';
import type { ParcelTrack } from '../api/get-parcel';
import { courierName } from '@/lib/format/payment-text';

/** A step of the order's return, shown after the order's own. */
export interface ReturnStep {
  status: string;
  at: string;
  note: string;
}

/**
 * Where an order has been: each status it reached with when, then its
 * return's steps (with the shop's notes), the latest last and marked current;
 * once it left with a courier, the courier's own steps and tracking code.
 */
export function OrderTimeline({ order, returnSteps = [], parcel }: { order: Order; returnSteps?: ReturnStep[]; parcel?: ParcelTrack | null }) {
  const i18n = useI18n();
  const format = useFormat();
  const steps = order.status_history;
  const last = steps.length + returnSteps.length - 1;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{i18n._('Order tracking')}</h2>
      {steps.length === 0 ? (
        <p className="muted">{i18n._('No status changes recorded yet.')}</p>
      ) : (
        <ol className="order-timeline__steps">
          {steps.map((step, index) => {
            const current = index === last;
            return (
              <li key={`${step.status}-${step.at}`} className="order-timeline__step" aria-current={current ? 'step' : undefined}>
                <StatusBadge status={step.status} />
                <time dateTime={step.at}>{format.moment(step.at)}</time>
              </li>
            );
          })}
          {returnSteps.map((step, index) => (
            <li key={`return-${step.status}-${step.at}`} className="order-timeline__step" aria-current={steps.length + index === last ? 'step' : undefined}>
              <span className="badge">{i18n._('Return {status}', { status: format.text({ code: `return_status.${step.status}` }) })}</span>
              <time dateTime={step.at}>{format.moment(step.at)}</time>
              {step.note && <span className="muted">{step.note}</span>}
            </li>
          ))}
        </ol>
      )}
      {parcel && (
        <section className="order-timeline__parcel" aria-labelledby="order-parcel-title">
          <h3 id="order-parcel-title">
            {parcel.tracking_code
              ? i18n._('With {courier} · tracking code {code}', { courier: courierName(parcel.courier), code: parcel.tracking_code })
              : i18n._('With {courier}', { courier: courierName(parcel.courier) })}
          </h3>
          <ParcelSteps steps={parcel.steps} label={i18n._('The courier’s steps')} />
        </section>
      )}
      {!['delivered', 'cancelled', 'returned'].includes(order.order_status_type) && (
        <p className="muted">{i18n._('Expected delivery by {day}.', { day: format.day(order.delivery_date) })}</p>
      )}
    </section>
  );
}
