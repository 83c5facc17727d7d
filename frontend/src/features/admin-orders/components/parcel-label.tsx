import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import { useFormat } from '@/lib/format/format';
import { courierName } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import type { Parcel } from '../api/parcels';

/**
 * The label stuck on the parcel: the courier's tracking code as a Code 128
 * barcode (the shop's invoice until the courier's code is known), the
 * recipient and the cash the rider collects. Printed on its own.
 */
export function ParcelLabel({ parcel }: { parcel: Parcel }) {
  const i18n = useI18n();
  const format = useFormat();
  const barcode = useRef<SVGSVGElement>(null);
  const code = parcel.tracking_code ?? parcel.invoice;

  useEffect(() => {
    if (barcode.current) JsBarcode(barcode.current, code, { format: 'CODE128', height: 56, displayValue: true, margin: 0 });
  }, [code]);

  return (
    <section className="parcel-label" aria-label={i18n._('Parcel label')}>
      <p className="parcel-label__courier">{courierName(parcel.courier)}</p>
      <svg ref={barcode} role="img" aria-label={i18n._('Tracking code {code}', { code })} />
      <dl>
        <dt>{i18n._('To')}</dt>
        <dd>
          <strong>{parcel.recipient_name}</strong> · {parcel.recipient_phone}
          <br />
          {parcel.recipient_address}
        </dd>
        <dt>{i18n._('Collect')}</dt>
        <dd className="parcel-label__cash">{parcel.cash_to_collect > 0 ? format.money(parcel.cash_to_collect) : i18n._('Nothing: paid')}</dd>
        <dt>{i18n._('Contents')}</dt>
        <dd>{parcel.items}</dd>
        <dt>{i18n._('Invoice')}</dt>
        <dd>{parcel.invoice}</dd>
      </dl>
    </section>
  );
}
