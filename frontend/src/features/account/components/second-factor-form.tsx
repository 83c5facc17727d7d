import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { confirmSecondFactor, startSecondFactor } from '../api/second-factor';
import type { Profile } from '../types';

type Setup = { secret: string; link: string };

/**
 * An admin's two-step sign-in: a secret for an authenticator app, a code from
 * the app to confirm it, then the recovery codes, shown this once.
 */
export function SecondFactorForm({ profile }: { profile: Profile }) {
  const i18n = useI18n();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught, failure));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => setSetup(await startSecondFactor()), i18n._('Could not start two-step sign-in'));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setRecovery((await confirmSecondFactor(code)).recovery_codes), i18n._('Could not turn on two-step sign-in'));
  };

  if (profile.second_factor && !recovery) {
    return (
      <section className="stack-form" aria-labelledby="second-factor-title">
        <h2 id="second-factor-title">{i18n._('Two-step sign-in')}</h2>
        <p>{i18n._('On: signing in asks for the code your authenticator app shows.')}</p>
      </section>
    );
  }

  return (
    <form className="stack-form" aria-labelledby="second-factor-title" onSubmit={confirm} noValidate>
      <h2 id="second-factor-title">{i18n._('Two-step sign-in')}</h2>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {recovery ? (
        <>
          <p role="status" className="notice-inline">
            {i18n._('Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs you in once without the app, and they are shown only now.')}
          </p>
          <ul className="recovery-codes" aria-label={i18n._('Recovery codes')}>
            {recovery.map((one) => (
              <li key={one}>
                <code>{one}</code>
              </li>
            ))}
          </ul>
        </>
      ) : setup ? (
        <>
          <p>{i18n._('Add this key to an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis…), then type the code it shows.')}</p>
          <p>
            <code data-testid="second-factor-secret">{setup.secret}</code>
          </p>
          <p className="muted">
            <a href={setup.link}>{i18n._('Open in an authenticator app on this device')}</a>
          </p>
          <TextField
            label={i18n._('Code from the app')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={setCode}
            required
          />
          <button type="submit" className="button button--primary" disabled={busy || code.length !== 6}>
            {i18n._('Turn on two-step sign-in')}
          </button>
        </>
      ) : (
        <>
          <p className="muted">
            {i18n._('Admins sign in with a code from an authenticator app as well as the password. A stolen password alone then opens nothing.')}
          </p>
          <button type="button" className="button" onClick={() => void start()} disabled={busy}>
            {i18n._('Set up two-step sign-in')}
          </button>
        </>
      )}
    </form>
  );
}
