import { type FormEvent, useState } from 'react';
import { EMAIL_INPUT, TextField } from '@/components/ui/text-field';
import { validateField } from '@/lib/core/core';
import { answerText } from '@/lib/format/answer-text';
import { messageOf } from '@/lib/format/error-message';
import { fieldMessage } from '@/lib/format/field-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { askResetLink } from '../api/password-reset';

/** Asks for a link to reset a forgotten password; the shop answers the same for any address. */
export function ForgotPasswordForm() {
  const i18n = useI18n();
  const format = useFormat();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const emailError = checked ? fieldMessage(validateField, 'email', email) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fieldMessage(validateField, 'email', email)) return;
    setBusy(true);
    setError(null);
    try {
      setSaid(answerText(format, await askResetLink(email)));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not send the link')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{i18n._('Forgot your password?')}</h1>
      <p className="muted">{i18n._('Type the e-mail address of your account and we will send it a link to choose a new password.')}</p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {said && (
        <p role="status" className="notice-inline">
          {said}
        </p>
      )}
      <TextField label={i18n._('Email')} {...EMAIL_INPUT} value={email} onChange={setEmail} required error={emailError} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {said ? i18n._('Send another link') : i18n._('Send the link')}
      </button>
    </form>
  );
}
