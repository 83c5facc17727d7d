import type { CheckoutSummary } from '../api/get-checkout-summary';
import { type I18n, useI18n } from '@/lib/i18n';
import { paymentMethodText } from '@/lib/format/payment-text';

interface PaymentChoiceProps {
  /** What the shop offers now (the summary's: cash, and the methods a configured provider takes). */
  methods: CheckoutSummary['payment_methods'];
  chosen: string;
  onChoose: (method: string) => void;
}

/** What each method costs the shopper and where it is paid: the shop adds no surcharge to any. */
function costOf(method: string, i18n: I18n): string {
  switch (method) {
    case 'cash_on_delivery':
      return i18n._('Pay the courier in cash; no extra charge');
    case 'card':
      return i18n._('Visa, Mastercard or Amex; no extra charge');
    case 'card_emi':
      return i18n._('Monthly instalments on your credit card; the bank adds its EMI charge, shown below');
    default:
      return i18n._('No extra charge');
  }
}

/** The payment methods the server offers for this checkout, each with what it costs. */
export function PaymentChoice({ methods, chosen, onChoose }: PaymentChoiceProps) {
  const i18n = useI18n();
  const gateway = methods.some((m) => ['card', 'nagad', 'rocket', 'card_emi'].includes(m.value));
  return (
    <fieldset className="panel">
      <legend>{i18n._('Payment method')}</legend>
      {methods.length === 0 && <p className="muted">{i18n._('Loading…')}</p>}
      {methods.map((m) => (
        <label key={m.value} className="choice">
          <input type="radio" name="payment" value={m.value} checked={chosen === m.value} onChange={() => onChoose(m.value)} />
          <span>
            {paymentMethodText(m.value)} <small className="muted">· {costOf(m.value, i18n)}</small>
          </span>
        </label>
      ))}
      {methods.some((m) => m.value === 'bkash') && (
        <p className="muted">{i18n._("With bKash you pay on bKash's own page right after placing the order; we never see your PIN.")}</p>
      )}
      {gateway && <p className="muted">{i18n._("Cards, Nagad and Rocket are paid on SSLCommerz's secure page; we never see your card number or PIN.")}</p>}
    </fieldset>
  );
}
