import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { answerText } from '@/lib/format/answer-text';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { resetPassword } from '../api/password-reset';
import { NewPasswordField, passwordReady } from './new-password-field';
import { ResetDone } from './reset-done';

/** The page an e-mail's reset link opens: a new password for the account, once. */
export function ResetPasswordForm() {
  const i18n = useI18n();
  const format = useFormat();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!passwordReady(password)) return;
    setBusy(true);
    setError(null);
    try {
      setDone(answerText(format, await resetPassword(token, password)));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not set the new password')));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <ResetDone heading={<h1>{i18n._('Choose a new password')}</h1>} said={done} />;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{i18n._('Choose a new password')}</h1>
      {error && (
        <p role="alert" className="alert">
          {error} <Link to={paths.forgotPassword}>{i18n._('Ask for a new link')}</Link>
        </p>
      )}
      <NewPasswordField value={password} onChange={setPassword} checked={checked} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {i18n._('Set the new password')}
      </button>
    </form>
  );
}
