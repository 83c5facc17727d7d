import { useEffect, useState } from 'react';
import { type CodePurpose, sendCode } from '@/api/send-code';
import { TextField } from '@/components/ui/text-field';
import { validateField } from '@/lib/core/core';
import { messageOf } from '@/lib/format/error-message';
import { fieldMessage } from '@/lib/format/field-message';
import { useFormat } from '@/lib/format/format';
import { useNow } from '@/lib/hooks/use-now';
import { readCodeFromSms } from '@/lib/http/web-otp';
import { useI18n } from '@/lib/i18n';
import { type CodedText, codedTextIn } from '@/lib/i18n/texts';

/** Seconds before another code may be asked for (the shop's one a minute per number). */
const RESEND_SECONDS = 60;

/** A mobile number being proven by the code an SMS brings: the state the form around it reads. */
export interface NumberProof {
  phone: string;
  setPhone: (phone: string) => void;
  code: string;
  setCode: (code: string) => void;
  /** Whether a code was sent (the number is then fixed until changed). */
  sent: boolean;
  /** Sends a code to the number (checked by the core's rule first); whether one went. */
  ask: () => Promise<boolean>;
  /** Whether a code was typed; marks the field when not (its shape is the server's rule: `codes.shape`). */
  codeReady: () => boolean;
  error: string | null;
  setError: (error: string | null) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Back to typing the number. */
  reset: () => void;
  checked: boolean;
  said: { text?: CodedText; english: string } | null;
  resendAt: number;
}

/** The state of proving a number for `purpose`. */
export function useNumberProof(purpose: CodePurpose): NumberProof {
  const i18n = useI18n();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<NumberProof['said']>(null);
  const [resendAt, setResendAt] = useState(0);

  const ask = async () => {
    setChecked(true);
    if (fieldMessage(validateField, 'phone', phone)) return false;
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCode(phone, purpose);
      setSaid({ text: codedTextIn(answer), english: answer.message });
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setCode('');
      setChecked(false);
      setSent(true);
      return true;
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not send the code')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const codeReady = () => {
    setChecked(true);
    return code.trim() !== '';
  };

  const reset = () => {
    setSent(false);
    setSaid(null);
    setCode('');
    setError(null);
    setChecked(false);
  };

  return { phone, setPhone, code, setCode, sent, ask, codeReady, error, setError, busy, setBusy, reset, checked, said, resendAt };
}

/**
 * The number and, once a code was sent, the code: on the number pad, offered
 * by the phone's keyboard (`one-time-code`) or read from the SMS where the
 * browser can (WebOTP), with a countdown to the next code and a way back.
 */
export function NumberProofFields({ proof }: { proof: NumberProof }) {
  const i18n = useI18n();
  const format = useFormat();
  const now = useNow(proof.sent && proof.resendAt > Date.now());
  const waitSeconds = Math.max(0, Math.ceil((proof.resendAt - now) / 1000));
  const phoneError = proof.checked && !proof.sent ? fieldMessage(validateField, 'phone', proof.phone) : null;
  const codeError = proof.checked && proof.sent && proof.code.trim() === '' ? i18n._('Type the code from the SMS') : null;
  const { sent, setCode } = proof;

  useEffect(() => {
    if (!sent) return;
    const controller = new AbortController();
    void readCodeFromSms(controller.signal).then((read) => read && setCode(read));
    return () => controller.abort();
  }, [sent, setCode]);

  return (
    <>
      <TextField
        label={i18n._('Mobile number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="01XXXXXXXXX"
        value={proof.phone}
        onChange={proof.setPhone}
        readOnly={proof.sent}
        required
        error={phoneError}
      />
      {proof.sent && (
        <>
          {proof.said && (
            <p role="status" className="muted">
              {proof.said.text ? format.text(proof.said.text, proof.said.english) : proof.said.english}
            </p>
          )}
          <TextField
            label={i18n._('6-digit code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={proof.code}
            onChange={proof.setCode}
            required
            error={codeError}
          />
          <p className="muted">
            <button type="button" className="link-button" onClick={() => void proof.ask()} disabled={proof.busy || waitSeconds > 0}>
              {waitSeconds > 0 ? i18n._('Send a new code in {seconds} s', { seconds: format.count(waitSeconds) }) : i18n._('Send a new code')}
            </button>{' '}
            ·{' '}
            <button type="button" className="link-button" onClick={proof.reset}>
              {i18n._('Change number')}
            </button>
          </p>
        </>
      )}
    </>
  );
}
