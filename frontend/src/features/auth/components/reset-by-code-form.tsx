import { type FormEvent, useState } from 'react';
import { NumberProofFields, useNumberProof } from '@/components/forms/number-proof';
import { answerText } from '@/lib/format/answer-text';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { resetPasswordByCode } from '../api/password-reset';
import { NewPasswordField, passwordReady } from './new-password-field';
import { ResetDone } from './reset-done';

/** A new password for the account with a mobile number, proven by the code an SMS brings. */
export function ResetByCodeForm() {
  const i18n = useI18n();
  const format = useFormat();
  const proof = useNumberProof('reset_password');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const reset = async () => {
    setChecked(true);
    if (!proof.codeReady() || !passwordReady(password)) return;
    proof.setBusy(true);
    proof.setError(null);
    try {
      setDone(answerText(format, await resetPasswordByCode({ phone: proof.phone, code: proof.code, password })));
    } catch (failure) {
      proof.setError(messageOf(failure, i18n._('Could not set the new password')));
    } finally {
      proof.setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (proof.sent ? reset() : proof.ask());
  };

  if (done) return <ResetDone heading={<h2>{i18n._('Reset it with your mobile number')}</h2>} said={done} />;
  return (
    <form className="auth-form" aria-labelledby="reset-by-code" onSubmit={submit} noValidate>
      <h2 id="reset-by-code">{i18n._('Reset it with your mobile number')}</h2>
      <p className="muted">{i18n._('If your account has a mobile number, we text it a code; then choose a new password.')}</p>
      {proof.error && (
        <p role="alert" className="alert">
          {proof.error}
        </p>
      )}
      <NumberProofFields proof={proof} />
      {proof.sent && <NewPasswordField value={password} onChange={setPassword} checked={checked} />}
      <button type="submit" className="button button--primary" disabled={proof.busy}>
        {proof.sent ? i18n._('Set the new password') : i18n._('Send code')}
      </button>
    </form>
  );
}
