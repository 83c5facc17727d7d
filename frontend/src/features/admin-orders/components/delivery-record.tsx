import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import type { CheckoutParcel } from '../api/parcels';

type Record = NonNullable<CheckoutParcel['delivery_record']>;

/**
 * A cash-on-delivery buyer's record with the courier (its fraud check by
 * the number the parcel goes to): parcels sent, delivered and refused, and
 * a warning when more than three in ten were refused.
 */
export function DeliveryRecord({ record }: { record: Record }) {
  const i18n = useI18n();
  const format = useFormat();
  const counts = i18n._('{parcels} parcels to this number: {delivered} delivered, {cancelled} refused or returned', {
    parcels: format.count(record.parcels),
    delivered: format.count(record.delivered),
    cancelled: format.count(record.cancelled),
  });
  const verdict =
    record.risk === 'risky'
      ? i18n._('Risky: more than 3 in 10 of this number’s parcels came back. Ask for an advance, paid online, before sending it on trust.')
      : record.risk === 'reliable'
        ? i18n._('Reliable: most of this number’s parcels were taken.')
        : i18n._('Too few parcels to go by.');
  return (
    <section className={record.risk === 'risky' ? 'alert' : 'muted'} aria-label={i18n._('The buyer’s delivery record')} data-testid="delivery-record">
      <p>{counts}</p>
      <p>{verdict}</p>
    </section>
  );
}
