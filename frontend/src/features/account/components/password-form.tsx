import { type FormEvent, useState } from 'react';
import { validateField } from '@/lib/core/core';
import { fieldMessage } from '@/lib/format/field-message';
import { changePassword } from '../api/change-password';
import { useSaveStatus } from '../hooks/use-save-status';
import { SaveStatusLine } from './save-status-line';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '@/lib/i18n';

/** Changing the password needs the current one; the new one follows the core's password rule. */
export function PasswordForm() {
  const i18n = useI18n();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { status, busy, save, clear } = useSaveStatus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldMessage(validateField, 'password', next);
    setError(found);
    clear();
    if (found || !current) return;
    await save(
      async () => {
        await changePassword(current, next);
        setCurrent('');
        setNext('');
      },
      i18n._('Password changed'),
      i18n._('Could not change the password'),
    );
  };

  return (
    <form className="stack-form" aria-label={i18n._('Change password')} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{i18n._('Change password')}</h2>
      <TextField label={i18n._('Current password')} type="password" autoComplete="current-password" value={current} onChange={setCurrent} />
      <TextField label={i18n._('New password')} type="password" autoComplete="new-password" value={next} onChange={setNext} error={error} />
      <SaveStatusLine status={status} />
      <button type="submit" className="button" disabled={busy || !current || !next}>
        {i18n._('Change password')}
      </button>
    </form>
  );
}
