import { type FormEvent, useState } from 'react';
import { type FieldError, validateProfile } from '@/lib/core/core';
import { useShopStore } from '@/stores/shop-store';
import { updateProfile } from '../api/update-profile';
import { useSaveStatus } from '../hooks/use-save-status';
import type { Profile } from '../types';
import { SaveStatusLine } from './save-status-line';
import { TextField } from '@/components/ui/text-field';
import { messageFor } from '@/lib/format/field-errors';
import { useI18n } from '@/lib/i18n';

/** First and last name, checked by the core, saved to the server and the session. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const i18n = useI18n();
  const profileSaved = useShopStore((s) => s.profileSaved);
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const errorOf = (field: string) => messageFor(errors, field);
  const { status, busy, save, clear } = useSaveStatus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile({ firstName, lastName, avatar: profile.avatar });
    setErrors(found);
    clear();
    if (found.length > 0) return;
    await save(
      async () => {
        const saved = await updateProfile({ first_name: firstName, last_name: lastName, avatar: profile.avatar });
        onSaved(saved);
        profileSaved(saved);
      },
      i18n._('Profile saved'),
      i18n._('Could not save the profile'),
    );
  };

  return (
    <form className="stack-form" aria-label={i18n._('Profile')} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{i18n._('Your name')}</h2>
      <TextField label={i18n._('First name')} value={firstName} autoComplete="given-name" onChange={setFirstName} error={errorOf('firstName')} />
      <TextField label={i18n._('Last name')} value={lastName} autoComplete="family-name" onChange={setLastName} error={errorOf('lastName')} />
      <SaveStatusLine status={status} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {i18n._('Save profile')}
      </button>
    </form>
  );
}
