import { useState } from 'react';
import { setOrderSms } from '../api/set-order-sms';
import { useSaveStatus } from '../hooks/use-save-status';
import type { Profile } from '../types';
import { SaveStatusLine } from './save-status-line';
import { useI18n } from '@/lib/i18n';

/** Whether the customer's orders text the phone number they ship to; saved as soon as it changes. */
export function OrderSmsForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const i18n = useI18n();
  const [enabled, setEnabled] = useState(profile.order_sms);
  const { status, busy, save } = useSaveStatus();

  const change = async (next: boolean) => {
    setEnabled(next);
    await save(
      async () => {
        try {
          onSaved(await setOrderSms(next));
        } catch (error) {
          setEnabled(!next);
          throw error;
        }
      },
      next ? i18n._('Order SMS turned on') : i18n._('Order SMS turned off'),
      i18n._('Could not save your SMS choice'),
    );
  };

  return (
    <form className="stack-form" aria-label={i18n._('Order SMS')} onSubmit={(event) => event.preventDefault()}>
      <h2>{i18n._('Order SMS')}</h2>
      <label className="check-field">
        <input type="checkbox" checked={enabled} disabled={busy} onChange={(event) => void change(event.target.checked)} />
        {i18n._('Text me when my orders are placed, paid, confirmed, shipped, delivered or cancelled')}
      </label>
      <p className="muted">{i18n._('Sent to the phone number of each order’s address. Codes to prove your number always come.')}</p>
      <SaveStatusLine status={status} />
    </form>
  );
}
