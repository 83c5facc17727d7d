import { type FormEvent, useState } from 'react';
import { OrderTitle } from '@/components/order/order-title';
import { messageOf } from '@/lib/format/error-message';
import { orderRef } from '@/lib/format/order-ref';
import { useI18n } from '@/lib/i18n';
import type { Order } from '@/types/admin';
import { bookParcel, type Parcel } from '../api/parcels';
import { ImeiFields } from './imei-fields';

/**
 * Books a checkout's parcel: the IMEIs of each phone packed, per order,
 * then one call to the courier. A refusal (its reasons) shows here.
 */
export function ParcelBooking({ checkoutId, orders, onBooked }: { checkoutId: string; orders: Order[]; onBooked: (parcel: Parcel) => void }) {
  const i18n = useI18n();
  const [imeis, setImeis] = useState<Record<string, string[][]>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shipping = orders.filter((order) => order.order_status_type !== 'cancelled');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const packing = shipping.map((order) => ({ order_id: order._id, handsets: imeis[order._id] ?? [] }));
      onBooked(await bookParcel(checkoutId, packing));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not book the parcel')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="parcel-booking" aria-label={i18n._('Book the parcel')} onSubmit={(event) => void submit(event)}>
      {shipping.map((order) => (
        <div key={order._id} className="parcel-booking__order">
          <OrderTitle order={order} />
          <ImeiFields
            phones={order.quantity}
            values={imeis[order._id] ?? []}
            onChange={(values) => setImeis((all) => ({ ...all, [order._id]: values }))}
            of={orderRef(order._id)}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || shipping.length === 0}>
        {busy ? i18n._('Booking…') : i18n._('Book with the courier')}
      </button>
    </form>
  );
}
