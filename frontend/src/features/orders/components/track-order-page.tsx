import { type FormEvent, useState } from 'react';
import { NumberProofFields, useNumberProof } from '@/components/forms/number-proof';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import type { CheckoutDetails } from '@/types/checkout';
import { trackOrder } from '../api/track-order';
import { InvoiceView } from './invoice-view';
import { OrderTimeline } from './order-timeline';

const print = () => window.print();

/**
 * `/track-order`: an order followed without signing in. The order's reference
 * (from the SMS or the invoice) and the number it ships to, proven by a code,
 * show where each of its orders has been and the invoice.
 */
export function TrackOrderPage() {
  const i18n = useI18n();
  const proof = useNumberProof('track_order');
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState(false);
  const [tracked, setTracked] = useState<CheckoutDetails | null>(null);
  // What a reference looks like is the server's rule: one it cannot match is answered `orders.not_tracked`.
  const referenceError = checked && !reference.trim() ? i18n._('Type the order reference') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!proof.sent) {
      await proof.ask();
      return;
    }
    if (!proof.codeReady() || !reference.trim()) return;
    proof.setBusy(true);
    proof.setError(null);
    try {
      setTracked(await trackOrder({ reference: reference.trim(), phone: proof.phone, code: proof.code }));
    } catch (failure) {
      proof.setError(messageOf(failure, i18n._('Could not find the order')));
    } finally {
      proof.setBusy(false);
    }
  };

  if (tracked) {
    return (
      <section className="track-order" aria-labelledby="tracked-title">
        <h1 id="tracked-title">{i18n._('Your order')}</h1>
        {tracked.orders.map((order) => (
          <section key={order._id} aria-label={order.title}>
            <h2>{order.title}</h2>
            <OrderTimeline order={order} />
          </section>
        ))}
        <InvoiceView checkout={tracked} onPrint={print} />
      </section>
    );
  }

  return (
    <form className="auth-form" aria-labelledby="track-title" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="track-title">{i18n._('Track my order')}</h1>
      <p className="muted">{i18n._('No account needed: the order reference from the SMS or the invoice, and the number the order ships to.')}</p>
      {proof.error && (
        <p role="alert" className="alert">
          {proof.error}
        </p>
      )}
      <TextField
        label={i18n._('Order reference')}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="4C5B6A70"
        value={reference}
        onChange={setReference}
        required
        error={referenceError}
      />
      <NumberProofFields proof={proof} />
      <button type="submit" className="button button--primary" disabled={proof.busy}>
        {proof.sent ? i18n._('Show my order') : i18n._('Send code')}
      </button>
    </form>
  );
}
