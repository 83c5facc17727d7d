import { type FormEvent, useState } from 'react';
import { type FieldError, validateAddress } from '@/lib/core/core';
import { type AddressFields, emptyAddress } from '@/types/address';
import type { Schema } from '@/types/wire';
import { messageFor } from '@/lib/format/field-errors';
import { FormActions } from '../ui/form-actions';
import { TextField } from '../ui/text-field';
import { type I18n, i18n as shownLanguage, useI18n } from '@/lib/i18n';

const fields = (i18n: I18n): { name: keyof AddressFields; coreName: string; label: string; autoComplete: string }[] => [
  { name: 'first_name', coreName: 'firstName', label: i18n._('First name'), autoComplete: 'given-name' },
  { name: 'last_name', coreName: 'lastName', label: i18n._('Last name'), autoComplete: 'family-name' },
  { name: 'phone', coreName: 'phone', label: i18n._('Mobile number'), autoComplete: 'tel' },
  { name: 'address', coreName: 'address', label: i18n._('Address (house, road)'), autoComplete: 'street-address' },
  { name: 'apartment_suit', coreName: 'apartmentSuit', label: i18n._('Flat / suite (optional)'), autoComplete: 'address-line2' },
  { name: 'area', coreName: 'area', label: i18n._('Area'), autoComplete: 'address-level3' },
  { name: 'city', coreName: 'city', label: i18n._('City'), autoComplete: 'address-level2' },
  { name: 'region', coreName: 'region', label: i18n._('Division (optional)'), autoComplete: 'address-level1' },
  { name: 'zip_code', coreName: 'zipCode', label: i18n._('Post code'), autoComplete: 'postal-code' },
];

interface AddressFormProps {
  onSave: (fields: AddressFields) => void;
  onCancel?: () => void;
  busy?: boolean;
  /** The address being edited (the document marks its flat, division, state and country optional); a new one starts empty. */
  initial?: Schema<'AddressFields'>;
  label?: string;
}

/** An address form checked by the core before it is sent. */
export function AddressForm({ onSave, onCancel, busy, initial = emptyAddress, label }: AddressFormProps) {
  const i18n = useI18n();
  const [values, setValues] = useState<AddressFields>(() => pickFields(initial));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress({
      firstName: values.first_name,
      lastName: values.last_name,
      phone: values.phone,
      address: values.address,
      city: values.city,
      area: values.area,
      zipCode: values.zip_code,
      region: values.region,
      apartmentSuit: values.apartment_suit,
    });
    setErrors(found);
    if (found.length === 0) onSave(values);
  };
  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={label ?? i18n._('New address')}>
      {fields(i18n).map((field) => (
        <div key={field.name} className="address-form__field">
          <TextField
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
            error={messageFor(errors, field.coreName)}
          />
        </div>
      ))}
      <FormActions className="address-form__actions" save="Save address" busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Only the editable fields, so a stored address (with its id and flags) can seed the form. */
function pickFields(address: Schema<'AddressFields'>): AddressFields {
  return Object.fromEntries(fields(shownLanguage).map((f) => [f.name, address[f.name] ?? ''])) as unknown as AddressFields;
}
