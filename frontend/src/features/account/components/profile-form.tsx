import { type FormEvent, useState } from 'react';
import { fieldMessage } from '../../../lib/core';
import { useShopStore } from '../../../stores';
import { updateProfile } from '../api/account-calls';
import type { Profile } from '../types';

/** First and last name, checked by the core, saved to the server and the session. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const profileSaved = useShopStore((s) => s.profileSaved);
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [errors, setErrors] = useState<{ first?: string | null; last?: string | null }>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      first: fieldMessage('name', firstName),
      last: lastName === '' ? null : fieldMessage('notSingleSpace', lastName),
    };
    setErrors(found);
    setStatus(null);
    if (found.first || found.last) return;
    setBusy(true);
    try {
      const saved = await updateProfile({ first_name: firstName, last_name: lastName, avatar: profile.avatar });
      onSaved(saved);
      profileSaved(saved);
      setStatus({ ok: true, text: 'Profile saved' });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : 'Could not save the profile' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form" aria-label="Profile" onSubmit={submit} noValidate>
      <h2>Your name</h2>
      <label>
        First name
        <input value={firstName} autoComplete="given-name" onChange={(e) => setFirstName(e.target.value)} aria-invalid={errors.first ? true : undefined} />
      </label>
      {errors.first && <p className="field-error">{errors.first}</p>}
      <label>
        Last name
        <input value={lastName} autoComplete="family-name" onChange={(e) => setLastName(e.target.value)} aria-invalid={errors.last ? true : undefined} />
      </label>
      {errors.last && <p className="field-error">{errors.last}</p>}
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'notice-inline' : 'alert'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Save profile
      </button>
    </form>
  );
}
