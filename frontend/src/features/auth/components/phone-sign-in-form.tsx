import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { validateField } from '@/lib/core/core';
import { messageOf } from '@/lib/format/error-message';
import { fieldMessage } from '@/lib/format/field-message';
import { useFormat } from '@/lib/format/format';
import { type CodedText, codedTextIn } from '@/lib/i18n/texts';
import { ApiError } from '@/lib/http/api-client';
import { safeReturnPath } from '@/lib/http/return-path';
import { useNow } from '@/lib/hooks/use-now';
import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';
import { sendCode } from '../api/send-code';
import { readCodeFromSms } from '../utils/web-otp';

/** Seconds before another code may be asked for (the shop's one a minute). */
const RESEND_SECONDS = 60;

type Step = 'number' | 'code' | 'name';

/**
 * Sign in (or up) with a Bangladeshi mobile number: the number, then the
 * 6-digit code the SMS carries (offered by the phone's keyboard, or read
 * from the SMS where the browser can), then a name when the number is new.
 */
export function PhoneSignInForm() {
  const i18n = useI18n();
  const loginWithPhone = useShopStore((s) => s.loginWithPhone);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>('number');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const format = useFormat();
  /** The server's "we sent a code to ..." (shown in the language chosen). */
  const [sent, setSent] = useState<{ text?: CodedText; english: string } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const now = useNow(step !== 'number' && resendAt > Date.now());
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const phoneError = checked ? fieldMessage(validateField, 'phone', phone) : null;
  const codeError = checked && step !== 'number' && !/^\d{6}$/.test(code) ? i18n._('Type the 6 digits of the code') : null;

  useEffect(() => {
    if (step !== 'code') return;
    const controller = new AbortController();
    void readCodeFromSms(controller.signal).then((read) => read && setCode(read));
    return () => controller.abort();
  }, [step]);

  const ask = async () => {
    setChecked(true);
    if (fieldMessage(validateField, 'phone', phone)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCode(phone, 'sign_in');
      setSent({ text: codedTextIn(answer), english: answer.message });
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setCode('');
      setChecked(false);
      setStep((current) => (current === 'number' ? 'code' : current));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not send the code')));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    setChecked(true);
    if (!/^\d{6}$/.test(code)) return;
    if (step === 'name' && !firstName.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const names = step === 'name' ? { first_name: firstName, last_name: lastName } : {};
      await loginWithPhone({ phone, code, ...names });
      void navigate(safeReturnPath(params.get('callback')), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.body.code === 'auth.name_needed') {
        setStep('name');
        setChecked(false);
      } else {
        setError(messageOf(failure, i18n._('Could not sign in')));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'number' ? ask() : signIn());
  };

  const changeNumber = () => {
    setStep('number');
    setSent(null);
    setCode('');
    setError(null);
  };

  return (
    <form className="auth-form" aria-labelledby="phone-sign-in" onSubmit={submit} noValidate>
      <h2 id="phone-sign-in">{i18n._('Continue with your mobile number')}</h2>
      <p className="muted">{i18n._('No password needed: we text you a code. A new number gets a new account.')}</p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <TextField
        label={i18n._('Mobile number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="01XXXXXXXXX"
        value={phone}
        onChange={setPhone}
        readOnly={step !== 'number'}
        required
        error={phoneError}
      />
      {step !== 'number' && (
        <>
          {sent && (
            <p role="status" className="muted">
              {sent.text ? format.text(sent.text, sent.english) : sent.english}
            </p>
          )}
          <TextField
            label={i18n._('6-digit code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(typed) => setCode(typed.replace(/\D/g, ''))}
            required
            error={codeError}
          />
        </>
      )}
      {step === 'name' && (
        <>
          <p className="muted">{i18n._('This number is new to us. Tell us your name to make your account.')}</p>
          <TextField label={i18n._('First name')} autoComplete="given-name" value={firstName} onChange={setFirstName} required />
          <TextField label={i18n._('Last name')} autoComplete="family-name" value={lastName} onChange={setLastName} />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {step === 'number' ? i18n._('Send code') : step === 'name' ? i18n._('Create account') : i18n._('Sign in with code')}
      </button>
      {step !== 'number' && (
        <p className="muted">
          <button type="button" className="link-button" onClick={() => void ask()} disabled={busy || waitSeconds > 0}>
            {waitSeconds > 0 ? i18n._('Send a new code in {seconds} s', { seconds: waitSeconds }) : i18n._('Send a new code')}
          </button>{' '}
          ·{' '}
          <button type="button" className="link-button" onClick={changeNumber}>
            {i18n._('Change number')}
          </button>
        </p>
      )}
    </form>
  );
}
