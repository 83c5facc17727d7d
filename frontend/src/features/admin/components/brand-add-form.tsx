import { type FormEvent, useState } from 'react';
import { fieldMessage } from '../../../lib/core';
import { addBrand } from '../api/brand-calls';
import type { Brand } from '../types';
import { messageOf } from '../../../lib/error-message';
import { FormField } from './form-field';

/** Adds a brand by name; the server refuses a name already taken. */
export function BrandAddForm({ onAdded }: { onAdded: (brand: Brand) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = fieldMessage('required', name);
    setError(refused);
    if (refused) return;
    setBusy(true);
    try {
      onAdded(await addBrand(name));
      setName('');
    } catch (failure) {
      setError(messageOf(failure, 'Could not add the brand'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card admin-brand-add" onSubmit={submit} noValidate aria-label="Add brand">
      <FormField label="New brand name" error={error}>
        {(control) => <input {...control} name="name" value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Adding…' : 'Add brand'}
      </button>
    </form>
  );
}
