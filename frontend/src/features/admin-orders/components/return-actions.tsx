import { useId, useState } from 'react';
import { useShopStore } from '@/stores/shop-store';
import { messageOf, paymentMessageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { orderRef } from '@/lib/format/order-ref';
import { returnStatusText } from '@/lib/format/payment-text';
import { type I18n, useI18n } from '@/lib/i18n';
import { moveReturn, refundReturn, type Return } from '../api/returns';
import { type ReturnAction, returnActions, stepRequest } from '../utils/return-actions';

/** Each button's text and its name, which says which return it moves. */
function buttonOf(action: ReturnAction, ref: string, i18n: I18n): { text: string; label: string } {
  switch (action) {
    case 'accept':
      return { text: i18n._('Accept'), label: i18n._('Accept return {ref}', { ref }) };
    case 'refuse':
      return { text: i18n._('Refuse'), label: i18n._('Refuse return {ref}', { ref }) };
    case 'pick_up':
      return { text: i18n._('Mark picked up'), label: i18n._('Mark picked up, return {ref}', { ref }) };
    case 'restock':
      return { text: i18n._('Received, back to stock'), label: i18n._('Received, back to stock, return {ref}', { ref }) };
    case 'write_off':
      return { text: i18n._('Received, written off'), label: i18n._('Received, written off, return {ref}', { ref }) };
    case 'refund':
      return { text: i18n._('Refund'), label: i18n._('Refund return {ref}', { ref }) };
  }
}

/**
 * The steps a return may take next (its `next_statuses`), each with the note
 * typed above them. The server says when a note is missing: a refusal and a
 * cash refund need one.
 */
export function ReturnActions({ request, onChanged }: { request: Return; onChanged: (request: Return) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const showNotice = useShopStore((s) => s.showNotice);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ref = orderRef(request.order_id);
  const actions = returnActions(request);

  if (actions.length === 0) return <p className="muted">{i18n._('No further step')}</p>;

  const run = async (action: ReturnAction) => {
    setBusy(true);
    setError(null);
    try {
      const updated = action === 'refund' ? await refundReturn(request._id, note) : await moveReturn(request._id, stepRequest(action, note));
      setNote('');
      onChanged(updated);
      showNotice(i18n._('Return {ref} is now {status}', { ref, status: returnStatusText(updated.status, format) }), true, 4000);
    } catch (failure) {
      // A bKash refund's 502 carries the provider's refusal, worth showing as it is.
      setError(
        action === 'refund'
          ? paymentMessageOf(failure, i18n._('Could not refund the return'), format)
          : messageOf(failure, i18n._('Could not change the return'), format),
      );
    } finally {
      setBusy(false);
    }
  };

  const hint = actions.includes('refund')
    ? i18n._('A cash refund needs a note: how and when the cash was handed over')
    : actions.includes('refuse')
      ? i18n._('A refusal needs a note saying why')
      : null;

  return (
    <div className="admin-return__actions" aria-busy={busy}>
      <div className="admin-field">
        <label htmlFor={id}>{i18n._('Note')}</label>
        <textarea
          id={id}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-label={i18n._('Note for return {ref}', { ref })}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {hint && (
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </p>
        )}
      </div>
      <div className="admin-return__buttons">
        {actions.map((action) => {
          const { text, label } = buttonOf(action, ref, i18n);
          return (
            <button key={action} type="button" className="button" disabled={busy} aria-label={label} onClick={() => void run(action)}>
              {text}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
