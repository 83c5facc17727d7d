import { useEffect, useState } from 'react';
import { useShopStore } from '../../../stores/shop-store';
import { createAddress } from '../../../api/create-address';
import { deleteAddress } from '../api/delete-address';
import { getAddresses } from '../../../api/get-addresses';
import { makeDefaultAddress } from '../api/make-default-address';
import { updateAddress } from '../api/update-address';
import type { Address, AddressFields } from '../../../types/address';
import { AddressCard } from './address-card';
import { AddressForm } from '../../../components/forms/address-form';
import { messageOf } from '../../../lib/error-message';

/** Which form is open: none, a new address, or the address with this id. */
type Editing = null | 'new' | string;

/** The customer's saved addresses: add, edit, delete and choose the default. */
export function AddressBookPage() {
  const user = useShopStore((s) => s.auth.user);
  const userId = user ? user._id : '';
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId) getAddresses(userId).then(setAddresses, (error: unknown) => setFailure(messageOf(error, 'Could not load your addresses')));
  }, [userId]);

  const run = async (action: () => Promise<Address[]>) => {
    setBusy(true);
    setFailure(null);
    try {
      setAddresses(await action());
      setEditing(null);
    } catch (error) {
      setFailure(messageOf(error, 'Could not save the address'));
    } finally {
      setBusy(false);
    }
  };
  const list = addresses ?? [];
  const save = (fields: AddressFields) =>
    run(async () => {
      if (editing === 'new') {
        await createAddress(fields, list.length === 0);
      } else if (editing) {
        await updateAddress(editing, fields);
      }
      return getAddresses(userId);
    });

  return (
    <section aria-labelledby="address-book-title" className="account-page">
      <div className="account-page__heading">
        <h1 id="address-book-title">Address book</h1>
        {editing !== 'new' && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            Add a new address
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {editing === 'new' && <AddressForm label="New address" onSave={save} onCancel={() => setEditing(null)} busy={busy} />}
      {addresses === null && !failure && <p className="muted">Loading…</p>}
      {addresses?.length === 0 && editing !== 'new' && <p className="empty">No saved addresses yet</p>}
      <ul className="address-list">
        {list.map((address) =>
          editing === address._id ? (
            <li key={address._id}>
              <AddressForm
                label={`Edit address of ${address.first_name}`}
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
              onMakeDefault={() => run(() => makeDefaultAddress(address._id))}
            />
          ),
        )}
      </ul>
    </section>
  );
}
