import { type FormEvent, useState } from 'react';
import { fieldMessage } from '../../../lib/core';
import { changePassword } from '../api/account-calls';

/** Changing the password needs the current one; the new one follows the core's password rule. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldMessage('password', next);
    setError(found);
    setStatus(null);
    if (found || !current) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setStatus({ ok: true, text: 'Password changed' });
    } catch (failure) {
      setStatus({ ok: false, text: failure instanceof Error ? failure.message : 'Could not change the password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form" aria-label="Change password" onSubmit={submit} noValidate>
      <h2>Change password</h2>
      <label>
        Current password
        <input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </label>
      <label>
        New password
        <input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} aria-invalid={error ? true : undefined} />
      </label>
      {error && <p className="field-error">{error}</p>}
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'notice-inline' : 'alert'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !current || !next}>
        Change password
      </button>
    </form>
  );
}
