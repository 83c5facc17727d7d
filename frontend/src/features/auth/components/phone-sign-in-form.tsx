import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NumberProofFields, useNumberProof } from '@/components/forms/number-proof';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/format/error-message';
import { ApiError } from '@/lib/http/api-client';
import { safeReturnPath } from '@/lib/http/return-path';
import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';

export interface PhoneSignInFormProps {
  /** A guest buying without an account: the name is asked first, and the account is made quietly. */
  guest?: boolean;
  /** What follows signing in (else the page the login was asked from). */
  onSignedIn?: () => Promise<void>;
}

/**
 * Sign in (or up) with a Bangladeshi mobile number: the number, then the
 * 6-digit code the SMS carries, then a name when the number is new.
 */
export function PhoneSignInForm({ guest = false, onSignedIn }: PhoneSignInFormProps) {
  const i18n = useI18n();
  const loginWithPhone = useShopStore((s) => s.loginWithPhone);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const proof = useNumberProof('sign_in');
  const [naming, setNaming] = useState(guest);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [nameChecked, setNameChecked] = useState(false);

  const signIn = async () => {
    if (!proof.codeReady()) return;
    if (naming && !firstName.trim()) {
      setNameChecked(true);
      return;
    }
    proof.setBusy(true);
    proof.setError(null);
    try {
      const names = naming ? { first_name: firstName, last_name: lastName } : {};
      await loginWithPhone({ phone: proof.phone, code: proof.code, ...names });
      if (onSignedIn) await onSignedIn();
      else void navigate(safeReturnPath(params.get('callback')), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.body.code === 'auth.name_needed') setNaming(true);
      else proof.setError(messageOf(failure, i18n._('Could not sign in')));
    } finally {
      proof.setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (guest && !proof.sent && !firstName.trim()) {
      setNameChecked(true);
      return;
    }
    void (proof.sent ? signIn() : proof.ask());
  };

  const nameFields = (
    <>
      <TextField
        label={i18n._('First name')}
        autoComplete="given-name"
        value={firstName}
        onChange={setFirstName}
        required
        error={nameChecked && !firstName.trim() ? i18n._('Tell us your first name') : null}
      />
      <TextField label={i18n._('Last name')} autoComplete="family-name" value={lastName} onChange={setLastName} />
    </>
  );

  return (
    <form className="auth-form" aria-labelledby="phone-sign-in" onSubmit={submit} noValidate>
      {guest ? (
        <>
          <h1 id="phone-sign-in">{i18n._('Buy without an account')}</h1>
          <p className="muted">
            {i18n._(
              'Your name and mobile number are all we need. We text you a code; your order is kept under the number, and you can sign in with it later to follow it.',
            )}
          </p>
        </>
      ) : (
        <>
          <h2 id="phone-sign-in">{i18n._('Continue with your mobile number')}</h2>
          <p className="muted">{i18n._('No password needed: we text you a code. A new number gets a new account.')}</p>
        </>
      )}
      {proof.error && (
        <p role="alert" className="alert">
          {proof.error}
        </p>
      )}
      {guest && nameFields}
      <NumberProofFields proof={proof} />
      {!guest && naming && proof.sent && (
        <>
          <p className="muted">{i18n._('This number is new to us. Tell us your name to make your account.')}</p>
          {nameFields}
        </>
      )}
      <button type="submit" className="button button--primary" disabled={proof.busy}>
        {!proof.sent ? i18n._('Send code') : guest ? i18n._('Continue to checkout') : naming ? i18n._('Create account') : i18n._('Sign in with code')}
      </button>
    </form>
  );
}
