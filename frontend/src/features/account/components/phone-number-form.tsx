import { type FormEvent, useState } from 'react';
import { NumberProofFields, useNumberProof } from '@/components/forms/number-proof';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '@/lib/i18n';
import { setNumber } from '../api/set-number';
import { useSaveStatus } from '../hooks/use-save-status';
import type { Profile } from '../types';
import { SaveStatusLine } from './save-status-line';

/**
 * The account's mobile number: added with the code the SMS brings; changing
 * it also needs the password (the old number and the e-mail are told).
 */
export function PhoneNumberForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const i18n = useI18n();
  const proof = useNumberProof('add_number');
  const [password, setPassword] = useState('');
  const { status, busy, save, clear } = useSaveStatus();
  const replacing = Boolean(profile.phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!proof.sent) {
      await proof.ask();
      return;
    }
    if (!proof.codeReady()) return;
    await save(
      async () => {
        onSaved(await setNumber({ phone: proof.phone, code: proof.code, password: replacing ? password : null }));
        proof.reset();
        proof.setPhone('');
        setPassword('');
      },
      i18n._('Mobile number saved'),
      i18n._('Could not save the number'),
    );
  };

  return (
    <form className="stack-form" aria-labelledby="phone-number-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="phone-number-title">{profile.phone ? i18n._('Change your mobile number') : i18n._('Add a mobile number')}</h2>
      <p className="muted">
        {profile.phone
          ? i18n._('Now {phone}. We text a code to the new number, and tell the old one.', { phone: profile.phone })
          : i18n._('Sign in with it by SMS code, and get order SMS there.')}
      </p>
      {proof.error && (
        <p role="alert" className="alert">
          {proof.error}
        </p>
      )}
      <NumberProofFields proof={proof} />
      {replacing && proof.sent && (
        <TextField label={i18n._('Your password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
      )}
      <SaveStatusLine status={status} />
      <button type="submit" className="button" disabled={busy || proof.busy}>
        {proof.sent ? i18n._('Save number') : i18n._('Send code')}
      </button>
    </form>
  );
}
