import { useState } from 'react';
import { useCheckedForm } from '@/lib/hooks/use-checked-form';
import { addBrand } from '../api/add-brand';
import type { Brand } from '@/types/admin';
import { checkBrandName } from '../utils/check-brand-name';
import { FormField } from '@/components/admin/form-field';
import { useI18n } from '@/lib/i18n';

/** Adds a brand by name; the server refuses a name already taken. */
export function BrandAddForm({ onAdded }: { onAdded: (brand: Brand) => void }) {
  const i18n = useI18n();
  const [name, setName] = useState('');
  const { busy, failure, submit, errorOf } = useCheckedForm({
    check: checkBrandName,
    save: async (checked: string) => {
      onAdded(await addBrand(checked));
      setName('');
    },
    failureText: i18n._('Could not add the brand'),
  });

  return (
    <form className="admin-card admin-brand-add" onSubmit={submit(name)} noValidate aria-label={i18n._('Add brand')}>
      <FormField label={i18n._('New brand name')} error={errorOf('name') ?? failure}>
        {(control) => <input {...control} name="name" value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Adding…' : i18n._('Add brand')}
      </button>
    </form>
  );
}
