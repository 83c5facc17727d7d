import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { type CheckoutSummary, getCheckoutSummary } from '../api/get-checkout-summary';

interface CouponFieldProps {
  /** The code the summary is priced with now; null without one. */
  applied: string | null;
  /** The address the summary is priced for. */
  addressId: string;
  onApplied: (code: string, summary: CheckoutSummary) => void;
  onRemoved: () => void;
}

/** One coupon code per checkout: the server prices the cart with it, or says why it cannot be used. */
export function CouponField({ applied, addressId, onApplied, onRemoved }: CouponFieldProps) {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code || busy) return;
    setBusy(true);
    setError(null);
    try {
      const summary = await getCheckoutSummary(undefined, addressId || undefined, code);
      onApplied(summary.coupon?.code ?? code, summary);
      setTyped('');
    } catch (e) {
      setError(messageOf(e, i18n._('Could not check the coupon')));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className="panel coupon-field">
        <p>
          {i18n._('Coupon {code} applied', { code: applied })}{' '}
          <button type="button" className="button button--link" onClick={onRemoved}>
            {i18n._('Remove coupon')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="panel coupon-field" onSubmit={(event) => void apply(event)}>
      <label>
        {i18n._('Coupon code')}
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={40}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <button type="submit" className="button" disabled={busy || typed.trim() === ''}>
        {i18n._('Apply')}
      </button>
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
