import { useState } from 'react';
import { useCheckedForm } from '@/lib/hooks/use-checked-form';
import { renameBrand } from '../api/rename-brand';
import type { Brand } from '@/types/admin';
import { checkBrandName } from '../utils/check-brand-name';
import { FormField } from '@/components/admin/form-field';
import { useI18n } from '@/lib/i18n';

interface BrandRowProps {
  brand: Brand;
  onRenamed: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

/** One brand with rename (in place) and delete. */
export function BrandRow({ brand, onRenamed, onDelete }: BrandRowProps) {
  const i18n = useI18n();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(brand.name);
  const { busy, failure, submit, reset, errorOf } = useCheckedForm({
    check: checkBrandName,
    save: async (checked: string) => {
      onRenamed(await renameBrand(brand._id, checked));
      setEditing(false);
    },
    failureText: i18n._('Could not rename the brand'),
  });

  if (editing) {
    return (
      <li className="admin-brand">
        <form className="admin-brand__rename" onSubmit={submit(name)} noValidate aria-label={i18n._('Rename {name}', { name: brand.name })}>
          <FormField label={i18n._('New name for {name}', { name: brand.name })} error={errorOf('name') ?? failure}>
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
                reset();
              }}
            >
              {i18n._('Cancel')}
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
        <button type="button" className="button" aria-label={i18n._('Rename {name}', { name: brand.name })} onClick={() => setEditing(true)}>
          {i18n._('Rename')}
        </button>
        <button type="button" className="button button--danger" aria-label={i18n._('Delete {name}', { name: brand.name })} onClick={() => onDelete(brand)}>
          {i18n._('Delete')}
        </button>
      </span>
    </li>
  );
}
