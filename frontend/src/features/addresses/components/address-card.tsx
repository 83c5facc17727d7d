import type { Address } from '@/types/address';
import { useI18n } from '@/lib/i18n';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with its actions. */
export function AddressCard({ address: a, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const i18n = useI18n();
  const name = `${a.first_name} ${a.last_name}`.trim();
  return (
    <li className="address-card" aria-label={i18n._('Address of {name}', { name })}>
      <p className="address-card__name">
        {name} {a.is_default && <span className="badge">{i18n._('Default')}</span>}
      </p>
      <p>
        {a.address}
        {a.apartment_suit && `, ${a.apartment_suit}`}
        <br />
        {a.area}, {a.city} {a.zip_code}
        {a.region && `, ${a.region}`}
        <br />
        {a.phone}
      </p>
      <div className="address-card__actions">
        <button type="button" className="button" onClick={onEdit} disabled={busy}>
          {i18n._('Edit')}
        </button>
        {!a.is_default && (
          <button type="button" className="button" onClick={onMakeDefault} disabled={busy}>
            {i18n._('Set as default')}
          </button>
        )}
        <button type="button" className="button button--danger" onClick={onDelete} disabled={busy}>
          {i18n._('Delete')}
        </button>
      </div>
    </li>
  );
}
