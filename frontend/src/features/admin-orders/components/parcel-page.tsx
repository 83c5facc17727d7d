import { useCallback } from 'react';
import { useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { useResource } from '@/lib/hooks/use-resource';
import { orderRef } from '@/lib/format/order-ref';
import { useI18n } from '@/lib/i18n';
import { type CheckoutParcel, getCheckoutParcel, type Parcel } from '../api/parcels';
import { ParcelBooking } from './parcel-booking';
import { ParcelPanel } from './parcel-panel';
import { DeliveryRecord } from './delivery-record';
import { AdvancePanel } from './advance-panel';
import './parcels.css';

/**
 * `parcels/:checkoutId`: a checkout's parcel. Before it is booked (or after
 * the courier refused it, with its reasons), the IMEIs of each order and the
 * booking; once booked, what the courier reported and its label.
 */
export function ParcelPage() {
  const i18n = useI18n();
  const { checkoutId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getCheckoutParcel(checkoutId, signal), [checkoutId]);
  const checkout = useResource(load, i18n._('Could not load the parcel'), { keepWhileLoading: false });
  const { setData } = checkout;
  const changed = useCallback((parcel: Parcel) => setData((data: CheckoutParcel) => ({ ...data, parcel })), [setData]);
  const data = checkout.data;
  const parcel = data?.parcel ?? null;
  const bookable = parcel === null || parcel.state === 'refused';
  // The server says whether an advance may be asked; one asked shows until the parcel is booked.
  const advance = data !== null && (data.advance !== null || data.advance_askable);
  const replace = useCallback((next: CheckoutParcel) => setData(next), [setData]);

  return (
    <AdminPage title={i18n._('Parcel of checkout {ref}', { ref: orderRef(checkoutId) })}>
      <LoadStatus resource={checkout} />
      {data && !data.courier && <p className="alert">{i18n._('No courier is set up: ship the orders by hand from the orders page.')}</p>}
      {parcel?.state === 'refused' && (
        <div role="alert" className="alert">
          <strong>{i18n._('The courier refused this parcel:')}</strong>
          <ul>
            {parcel.refusal.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {data?.delivery_record && bookable && <DeliveryRecord record={data.delivery_record} />}
      {data?.courier && bookable && advance && <AdvancePanel checkout={data} onChanged={replace} />}
      {data?.courier && bookable && <ParcelBooking checkoutId={checkoutId} orders={data.orders} onBooked={changed} />}
      {parcel && !bookable && <ParcelPanel parcel={parcel} onChanged={changed} />}
    </AdminPage>
  );
}
