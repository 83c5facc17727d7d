import { useMemo, useState } from 'react';
import { useShopStore } from '@/stores/shop-store';
import { createAddress } from '@/api/create-address';
import { deleteAddress } from '../api/delete-address';
import { getAddresses } from '@/api/get-addresses';
import { makeDefaultAddress } from '../api/make-default-address';
import { updateAddress } from '../api/update-address';
import type { Address, AddressFields } from '@/types/address';
import { AddressCard } from './address-card';
import { AddressForm } from '@/components/forms/address-form';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';

/** Which form is open: none (null), a new address ('new'), or the address with this id. */
type Editing = string | null;

/** The customer's saved addresses: add, edit, delete and choose the default. */
export function AddressBookPage() {
  const i18n = useI18n();
  const user = useShopStore((s) => s.session.user);
  const userId = user ? user._id : '';
  const load = useMemo(() => (userId ? (signal: AbortSignal) => getAddresses(userId, signal) : null), [userId]);
  // One account's addresses never show under another's.
  const book = useResource(load, i18n._('Could not load your addresses'), { keepWhileLoading: false });
  const addresses = book.data;
  const [editing, setEditing] = useState<Editing>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the customer acts, that action's outcome takes the place of a failed load's message.
  const [acted, setActed] = useState(false);
  const failure = actionFailure ?? (acted ? null : book.error);

  const run = async (action: () => Promise<Address[]>) => {
    setBusy(true);
    setActed(true);
    setActionFailure(null);
    try {
      book.setData(await action());
      setEditing(null);
    } catch (error) {
      setActionFailure(messageOf(error, i18n._('Could not save the address')));
    } finally {
      setBusy(false);
    }
  };
  const list = addresses ?? [];
  const save = (fields: AddressFields) => {
    void run(async () => {
      if (editing === 'new') {
        await createAddress(fields, list.length === 0);
      } else if (editing) {
        await updateAddress(editing, fields);
      }
      return getAddresses(userId);
    });
  };

  return (
    <section aria-labelledby="address-book-title" className="account-page">
      <div className="account-page__heading">
        <h1 id="address-book-title">{i18n._('Address book')}</h1>
        {editing !== 'new' && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {i18n._('Add a new address')}
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {editing === 'new' && <AddressForm label={i18n._('New address')} onSave={save} onCancel={() => setEditing(null)} busy={busy} />}
      {addresses === null && !failure && <p className="muted">{i18n._('Loading…')}</p>}
      {addresses?.length === 0 && editing !== 'new' && <p className="empty">{i18n._('No saved addresses yet')}</p>}
      <ul className="address-list">
        {list.map((address) =>
          editing === address._id ? (
            <li key={address._id}>
              <AddressForm
                label={i18n._('Edit address of {first_name}', { first_name: address.first_name })}
                initial={address}
                onSave={save}
                onCancel={() => setEditing(null)}
                busy={busy}
              />
            </li>
          ) : (
            <AddressCard
              key={address._id}
              address={address}
              busy={busy}
              onEdit={() => setEditing(address._id)}
              onDelete={() => {
                if (window.confirm('Delete this address?')) void run(() => deleteAddress(address._id));
              }}
              onMakeDefault={() => void run(() => makeDefaultAddress(address._id))}
            />
          ),
        )}
      </ul>
    </section>
  );
}
