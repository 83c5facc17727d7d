import { type FormEvent, useState } from 'react';
import { isAwaitingPayment, moneyFromTk, moneyToTkText, parseDecimal } from '@/lib/core/core';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { paymentStatusText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import { askAdvance, type CheckoutParcel, withdrawAdvance } from '../api/parcels';

/**
 * The advance of a cash-on-delivery checkout before its parcel is booked:
 * the one asked (its bKash payment's state, withdrawn while unpaid), or a
 * form to ask one, filled with the shop's suggestion for a risky buyer or
 * a high total.
 */
export function AdvancePanel({ checkout, onChanged }: { checkout: CheckoutParcel; onChanged: (checkout: CheckoutParcel) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const { advance, advance_suggested: suggested } = checkout;
  const [amount, setAmount] = useState(suggested ? moneyToTkText(suggested) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<CheckoutParcel>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await action());
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not change the advance')));
    } finally {
      setBusy(false);
    }
  };
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const tk = parseDecimal(amount.trim());
    if (tk === undefined) {
      setError(i18n._('Type the advance in taka, e.g. 5000'));
      return;
    }
    void act(() => askAdvance(checkout.checkout_id, moneyFromTk(tk)));
  };
  const alert = error && (
    <p role="alert" className="alert">
      {error}
    </p>
  );

  if (advance) {
    const unpaid = advance.status !== 'paid';
    return (
      <section className="advance-panel" aria-label={i18n._('Advance')}>
        <p data-testid="advance-state">
          {i18n._('Advance of {amount} asked, paid online: {status}.', { amount: format.money(advance.amount), status: paymentStatusText(advance.status) })}{' '}
          {isAwaitingPayment(advance.status) && advance.deadline && i18n._('It may be paid until {moment}.', { moment: format.moment(advance.deadline) })}
          {!unpaid && i18n._('The courier collects the rest.')}
        </p>
        {alert}
        {unpaid && (
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => withdrawAdvance(checkout.checkout_id))}>
            {i18n._('Withdraw the advance')}
          </button>
        )}
      </section>
    );
  }
  const form = (
    <form className="advance-panel" aria-label={i18n._('Ask an advance')} onSubmit={ask}>
      {suggested && <p>{i18n._('Suggested: an advance of {amount}, paid online, before booking.', { amount: format.money(suggested) })}</p>}
      <label>
        {i18n._('Advance in TK')}
        <input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} required />
      </label>
      {alert}
      <button type="submit" className="button" disabled={busy}>
        {i18n._('Ask the advance')}
      </button>
    </form>
  );
  // Not suggested (a reliable or unknown buyer, a smaller total): there if wanted, folded away.
  return suggested ? (
    form
  ) : (
    <details className="advance-panel__more">
      <summary>{i18n._('Ask an advance paid online')}</summary>
      {form}
    </details>
  );
}
