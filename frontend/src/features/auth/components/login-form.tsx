import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_INPUT, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { validateField } from '@/lib/core/core';
import { fieldMessage } from '@/lib/format/field-message';
import { useShopStore } from '@/stores/shop-store';
import { messageOf } from '@/lib/format/error-message';
import { ApiError } from '@/lib/http/api-client';
import { safeReturnPath } from '@/lib/http/return-path';
import { useI18n } from '@/lib/i18n';

export function LoginForm() {
  const i18n = useI18n();
  const login = useShopStore((s) => s.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Whether the account asked for a code from its authenticator app (an admin with two-step sign-in). */
  const [asksCode, setAsksCode] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const emailError = fieldMessage(validateField, 'notSingleSpace', email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailError) return;
    setBusy(true);
    setError(null);
    try {
      await login(email, password, asksCode ? code : undefined);
      void navigate(safeReturnPath(params.get('callback')), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.code === 'auth.code_needed' && !asksCode) {
        setAsksCode(true);
        return;
      }
      setError(messageOf(failure, i18n._('Could not sign in')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{i18n._('Login')}</h1>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <TextField label={i18n._('Email')} {...EMAIL_INPUT} value={email} onChange={setEmail} required error={emailError} />
      <TextField label={i18n._('Password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
      {asksCode && (
        <>
          <p role="status" className="muted">
            {i18n._('Two-step sign-in: type the code your authenticator app shows, or one of your recovery codes.')}
          </p>
          <TextField label={i18n._('Authenticator code')} autoComplete="one-time-code" spellCheck={false} value={code} onChange={setCode} required />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? i18n._('Signing in…') : 'Login'}
      </button>
      <p className="muted">
        <Link to={paths.forgotPassword}>{i18n._('Forgot your password?')}</Link>
      </p>
      <p className="muted">
        New here? <Link to={paths.signup}>{i18n._('Create an account')}</Link>
      </p>
    </form>
  );
}
