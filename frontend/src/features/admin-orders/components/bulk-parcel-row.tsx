import { Link } from 'react-router';
import { OrderTitle } from '@/components/order/order-title';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/format';
import { orderRef } from '@/lib/format/order-ref';
import { paymentMethodText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import { answerText } from '@/lib/format/answer-text';
import type { BulkResult } from '../api/parcels';
import type { ParcelToBook, TypedImeis } from '../utils/bulk-parcels';
import { ImeiFields } from './imei-fields';

interface BulkParcelRowProps {
  parcel: ParcelToBook;
  imeis: TypedImeis;
  onImeis: (orderId: string, values: string[][]) => void;
  /** What the courier said of it, once sent. */
  result: BulkResult | undefined;
}

/** One checkout's parcel on the bulk page: who it goes to and how it is paid, then its IMEI fields, or, once booked, its tracking code. */
export function BulkParcelRow({ parcel, imeis, onImeis, result }: BulkParcelRowProps) {
  const i18n = useI18n();
  const format = useFormat();
  const [first] = parcel.orders;
  const ref = orderRef(parcel.checkoutId);
  const refusal = result?.refusal;
  const refusalText = (said: NonNullable<BulkResult['refusal']>) => answerText(format, said);
  return (
    <section className="bulk-parcel" aria-label={i18n._('Parcel of checkout {ref}', { ref })}>
      <p className="bulk-parcel__head">
        <Link to={paths.adminParcel(parcel.checkoutId)}>{ref}</Link>
        {first && (
          <span>
            {first.shipping_id.first_name} {first.shipping_id.last_name} · {first.shipping_id.city} · {first.shipping_id.phone} ·{' '}
            {paymentMethodText(first.payment_method)}
          </span>
        )}
      </p>
      {result?.parcel ? (
        <p role="status" className="bulk-parcel__booked">
          {i18n._('Booked, tracking code {code}.', { code: result.parcel.tracking_code ?? i18n._('not known yet') })}{' '}
          <Link to={paths.adminParcel(parcel.checkoutId)}>{i18n._('Print its label')}</Link>
        </p>
      ) : (
        <>
          {refusal && (
            <p role="alert" className="alert">
              {refusalText(refusal)}
            </p>
          )}
          {parcel.orders.map((order) => (
            <div key={order._id} className="parcel-booking__order">
              <OrderTitle order={order} />
              <ImeiFields phones={order.quantity} values={imeis[order._id] ?? []} onChange={(values) => onImeis(order._id, values)} of={orderRef(order._id)} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
