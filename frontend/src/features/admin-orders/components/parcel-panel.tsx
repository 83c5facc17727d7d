import { useState } from 'react';
import { ParcelSteps } from '@/components/order/parcel-steps';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { courierName, parcelStatusText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import { type Parcel, receiveParcel } from '../api/parcels';
import { ParcelLabel } from './parcel-label';

/**
 * A booked parcel: the courier's ids and last word, the cash it collects and
 * collected, each step it reported, its label to print, and, once it came
 * back, receiving it into stock.
 */
export function ParcelPanel({ parcel, onChanged }: { parcel: Parcel; onChanged: (parcel: Parcel) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cameBack = parcel.status === 'cancelled' || parcel.status === 'partial_delivered';

  const receive = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await receiveParcel(parcel.checkout_id));
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not receive the parcel')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="parcel-panel" aria-label={i18n._('Parcel')}>
      <dl className="parcel-panel__facts">
        <dt>{i18n._('Courier')}</dt>
        <dd>{courierName(parcel.courier)}</dd>
        <dt>{i18n._('Tracking code')}</dt>
        <dd data-testid="tracking-code">{parcel.tracking_code ?? i18n._('Not known yet')}</dd>
        <dt>{i18n._('Status')}</dt>
        <dd data-testid="parcel-status">
          {parcel.state === 'booking' ? i18n._('Sent; waiting for the courier’s answer') : parcel.status ? parcelStatusText(parcel.status, format) : '—'}
        </dd>
        <dt>{i18n._('Cash to collect')}</dt>
        <dd>{format.money(parcel.cash_to_collect)}</dd>
        {parcel.settled_at && (
          <>
            <dt>{i18n._('Collected · courier’s charge')}</dt>
            <dd data-testid="parcel-collected">
              {format.money(parcel.collected)} · {format.money(parcel.charge)}
            </dd>
          </>
        )}
      </dl>
      <ParcelSteps steps={parcel.steps} label={i18n._('What the courier reported')} />
      <div className="parcel-panel__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {i18n._('Print label')}
        </button>
        {cameBack && !parcel.received_back_at && (
          <button type="button" className="button" disabled={busy} onClick={() => void receive()}>
            {i18n._('Received back: restock')}
          </button>
        )}
        {parcel.received_back_at && <span className="muted">{i18n._('Received back {day}', { day: format.day(parcel.received_back_at) })}</span>}
      </div>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <ParcelLabel parcel={parcel} />
    </section>
  );
}
