import { AddressForm } from '@/components/forms/address-form';
import type { Address, AddressFields } from '@/types/address';
import { useI18n } from '@/lib/i18n';

interface AddressChoiceProps {
  addresses: Address[];
  chosen: string;
  onChoose: (addressId: string) => void;
  /** Whether the new-address form is open. */
  adding: boolean;
  onAdd: () => void;
  onSave: (fields: AddressFields) => void;
  saving: boolean;
  /** What a new address starts with: the shopper's name and mobile number. */
  initial?: AddressFields;
}

/** The saved addresses to deliver to, and a form for a new one. */
export function AddressChoice({ addresses, chosen, onChoose, adding, onAdd, onSave, saving, initial }: AddressChoiceProps) {
  const i18n = useI18n();
  return (
    <fieldset className="panel">
      <legend>{i18n._('Delivery address')}</legend>
      {addresses.map((a) => (
        <label key={a._id} className="choice">
          <input type="radio" name="address" value={a._id} checked={chosen === a._id} onChange={() => onChoose(a._id)} />
          <span>
            <strong>
              {a.first_name} {a.last_name}
            </strong>{' '}
            · {a.phone}
            <br />
            {a.address}
            {a.apartment_suit && `, ${a.apartment_suit}`}, {a.area}, {a.city} {a.zip_code}
          </span>
        </label>
      ))}
      {adding ? (
        <AddressForm onSave={onSave} busy={saving} initial={initial} />
      ) : (
        <button type="button" className="button" onClick={onAdd}>
          {i18n._('Add a new address')}
        </button>
      )}
    </fieldset>
  );
}
