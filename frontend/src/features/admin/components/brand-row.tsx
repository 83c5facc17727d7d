import { type FormEvent, useState } from 'react';
import { fieldMessage } from '../../../lib/core';
import { renameBrand } from '../api/brand-calls';
import type { Brand } from '../types';
import { messageOf } from '../../../lib/error-message';
import { FormField } from './form-field';

interface BrandRowProps {
  brand: Brand;
  onRenamed: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

/** One brand with rename (in place) and delete. */
export function BrandRow({ brand, onRenamed, onDelete }: BrandRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(brand.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = fieldMessage('required', name);
    setError(refused);
    if (refused) return;
    setBusy(true);
    try {
      onRenamed(await renameBrand(brand._id, name));
      setEditing(false);
    } catch (failure) {
      setError(messageOf(failure, 'Could not rename the brand'));
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="admin-brand">
        <form className="admin-brand__rename" onSubmit={submit} noValidate aria-label={`Rename ${brand.name}`}>
          <FormField label={`New name for ${brand.name}`} error={error}>
            {(control) => <input {...control} value={name} autoFocus onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(false);
                setName(brand.name);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="admin-brand">
      <span className="admin-brand__name">
        <strong>{brand.name}</strong>
        <span className="muted">/{brand.slug}</span>
      </span>
      <span className="actions">
        <button type="button" className="button" aria-label={`Rename ${brand.name}`} onClick={() => setEditing(true)}>
          Rename
        </button>
        <button type="button" className="button button--danger" aria-label={`Delete ${brand.name}`} onClick={() => onDelete(brand)}>
          Delete
        </button>
      </span>
    </li>
  );
}
