import type { CheckoutSummary } from '../api/get-checkout-summary';
import { useI18n } from '@/lib/i18n';
import { paymentMethodText } from '@/lib/format/payment-text';

interface PaymentChoiceProps {
  /** What the shop offers now (the summary's; bKash only when it is set up). */
  methods: CheckoutSummary['payment_methods'];
  chosen: string;
  onChoose: (method: string) => void;
}

/** The payment methods the server offers for this checkout. */
export function PaymentChoice({ methods, chosen, onChoose }: PaymentChoiceProps) {
  const i18n = useI18n();
  return (
    <fieldset className="panel">
      <legend>{i18n._('Payment method')}</legend>
      {methods.length === 0 && <p className="muted">{i18n._('Loading…')}</p>}
      {methods.map((m) => (
        <label key={m.value} className="choice">
          <input type="radio" name="payment" value={m.value} checked={chosen === m.value} onChange={() => onChoose(m.value)} />
          <span>{paymentMethodText(m.value)}</span>
        </label>
      ))}
      {methods.some((m) => m.value === 'bkash') && (
        <p className="muted">{i18n._("With bKash you pay on bKash's own page right after placing the order; we never see your PIN.")}</p>
      )}
    </fieldset>
  );
}
