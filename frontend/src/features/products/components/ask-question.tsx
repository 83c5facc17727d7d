import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';
import { askQuestion } from '../api/ask-question';

export type AskState =
  { status: 'unknown' } | { status: 'signed-out'; loginHref: string } | { status: 'ready'; value: string; busy: boolean; error: string | null; sent: string };

export interface AskQuestionViewProps {
  state: AskState;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The ask form in each of its states, or a way to sign in (no fetching here). */
export function AskQuestionView({ state, onChange, onSubmit }: AskQuestionViewProps) {
  const i18n = useI18n();
  if (state.status === 'unknown') return null;
  if (state.status === 'signed-out') {
    return (
      <p className="questions__sign-in">
        <Link to={state.loginHref}>{i18n._('Sign in to ask a question')}</Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="questions__ask" aria-label={i18n._('Ask a question')} onSubmit={submit} noValidate>
      <TextField label={i18n._('Your question')} rows={3} value={state.value} onChange={onChange} error={state.error} />
      <button type="submit" className="button button--primary" disabled={state.busy} aria-busy={state.busy}>
        {i18n._('Ask')}
      </button>
      <p className="questions__sent" role="status" aria-live="polite">
        {state.sent}
      </p>
    </form>
  );
}

/** Asks about the phone as the signed-in shopper; the server checks the question and says why it refuses one. */
export function AskQuestion({ productId }: { productId: string }) {
  const i18n = useI18n();
  const format = useFormat();
  const location = useLocation();
  const known = useShopStore((s) => s.session.loaded);
  const signedIn = useShopStore((s) => Boolean(s.session.user));
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState('');

  const send = () => {
    setBusy(true);
    setError(null);
    setSent('');
    askQuestion(productId, value)
      .then((asked) => {
        setValue('');
        setSent(format.text(asked, asked.message));
      })
      .catch((reason: unknown) => setError(messageOf(reason, i18n._('Could not send your question; try again'))))
      .finally(() => setBusy(false));
  };

  let state: AskState;
  if (!known) state = { status: 'unknown' };
  else if (!signedIn) state = { status: 'signed-out', loginHref: paths.loginReturningTo(`${location.pathname}${location.search}#questions`) };
  else state = { status: 'ready', value, busy, error, sent };
  return <AskQuestionView state={state} onChange={setValue} onSubmit={send} />;
}
