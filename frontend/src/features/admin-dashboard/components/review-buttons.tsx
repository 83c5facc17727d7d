import { useState } from 'react';
import { reviewPayment } from '../api/review-payment';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';

interface ReviewButtonsProps {
  checkoutId: string;
  /** Called once decided, to show the lists afresh. */
  onDecided: () => void;
}

/** Accept or refuse a payment held for review; a refusal is confirmed first (the money goes back). */
export function ReviewButtons({ checkoutId, onDecided }: ReviewButtonsProps) {
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = (accept: boolean) => {
    if (busy) return;
    if (!accept && !window.confirm(i18n._('Refuse this payment? The order is cancelled and the money refunded.'))) return;
    setBusy(true);
    setError(null);
    reviewPayment(checkoutId, accept)
      .then(onDecided, (reason: unknown) => setError(messageOf(reason, i18n._('Could not record the decision'))))
      .finally(() => setBusy(false));
  };
  return (
    <span className="admin-attention__review">
      <button type="button" className="button button--primary" disabled={busy} onClick={() => decide(true)}>
        {i18n._('Accept payment')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => decide(false)}>
        {i18n._('Refuse and refund')}
      </button>
      {error && (
        <span role="alert" className="alert">
          {error}
        </span>
      )}
    </span>
  );
}
