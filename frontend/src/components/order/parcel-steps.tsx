import { parcelStatusText } from '@/lib/format/payment-text';
import { useFormat } from '@/lib/format/format';

/** One step a courier reported: a status it moved to, or a tracking message. */
export interface ParcelStep {
  status?: string | null;
  message: string;
  at: string;
}

/** Each step the courier reported, in order, the latest marked current. */
export function ParcelSteps({ steps, label }: { steps: ParcelStep[]; label: string }) {
  const format = useFormat();
  return (
    <ol className="order-timeline__steps parcel-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={`${step.status ?? 'tracking'}-${step.at}-${index}`}
          className="order-timeline__step"
          aria-current={index === steps.length - 1 ? 'step' : undefined}
        >
          {step.status && <span className="badge">{parcelStatusText(step.status, format)}</span>}
          {step.message && <span>{step.message}</span>}
          <time dateTime={step.at}>{format.moment(step.at)}</time>
        </li>
      ))}
    </ol>
  );
}
