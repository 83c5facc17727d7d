import { type FormEvent, type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { bookParcels, type BulkResult } from '../api/parcels';
import { listOrders } from '../api/list-orders';
import { packedBookings, parcelsOf, type TypedImeis } from '../utils/bulk-parcels';
import { BulkParcelRow } from './bulk-parcel-row';
import './parcels.css';

/** Confirmed orders read at once: a day's parcels, well inside the courier's batch of 500. */
const PER_PAGE = 100;

/** A barcode scanner ends each IMEI with Enter: here it moves to the next field instead of sending the form. */
function nextFieldOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
  event.preventDefault();
  const fields = [...event.currentTarget.querySelectorAll('input')];
  fields[fields.indexOf(field) + 1]?.focus();
}

/**
 * `parcels`: the confirmed orders, one parcel per checkout. The packer types
 * or scans each phone's IMEIs, and every parcel with all of them is booked
 * with the courier in one call, each showing its outcome: its tracking code,
 * or the courier's refusal with why (that parcel stays to be fixed).
 */
export function BulkBookingPage() {
  const i18n = useI18n();
  const load = useCallback((signal: AbortSignal) => listOrders({ status: 'confirmed', page: 1, perPage: PER_PAGE }, signal), []);
  const listing = useResource(load, i18n._('Could not load the orders'));
  const parcels = useMemo(() => parcelsOf(listing.data?.orders ?? []), [listing.data]);
  const [imeis, setImeis] = useState<TypedImeis>({});
  const [results, setResults] = useState<Record<string, BulkResult>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [told, setTold] = useState<string | null>(null);
  const ready = packedBookings(
    parcels.filter((parcel) => !results[parcel.checkoutId]?.parcel),
    imeis,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setTold(null);
    try {
      const answers = await bookParcels(ready);
      setResults((all) => ({ ...all, ...Object.fromEntries(answers.map((answer) => [answer.checkout_id, answer])) }));
      const booked = answers.filter((answer) => answer.parcel).length;
      setTold(i18n._('{booked} booked, {refused} refused.', { booked, refused: answers.length - booked }));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not book the parcels')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      title={i18n._('Book parcels')}
      actions={
        <button type="button" className="button" onClick={listing.reload} disabled={listing.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <p className="muted">
        {i18n._(
          'Confirmed orders, one parcel per checkout. Type or scan each phone’s IMEI (a scanner’s Enter moves to the next field); every parcel with all its IMEIs is booked in one go.',
        )}
      </p>
      <LoadStatus resource={listing} />
      {listing.data && parcels.length === 0 && <p>{i18n._('No confirmed orders wait for a parcel.')}</p>}
      {parcels.length > 0 && (
        // Parcels left without IMEIs wait for another round: their empty fields do not stop the form.
        <form className="bulk-booking" aria-label={i18n._('Book parcels')} noValidate onKeyDown={nextFieldOnEnter} onSubmit={(event) => void submit(event)}>
          {parcels.map((parcel) => (
            <BulkParcelRow
              key={parcel.checkoutId}
              parcel={parcel}
              imeis={imeis}
              onImeis={(orderId, values) => setImeis((all) => ({ ...all, [orderId]: values }))}
              result={results[parcel.checkoutId]}
            />
          ))}
          {error && (
            <p role="alert" className="alert">
              {error}
            </p>
          )}
          <p role="status">{told}</p>
          <button type="submit" className="button button--primary" disabled={busy || ready.length === 0}>
            {busy ? i18n._('Booking…') : i18n._('Book {count} parcels with the courier', { count: ready.length })}
          </button>
        </form>
      )}
    </AdminPage>
  );
}
