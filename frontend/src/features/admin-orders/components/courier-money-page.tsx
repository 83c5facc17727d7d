import { useCallback } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/format';
import { courierName } from '@/lib/format/payment-text';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { getCourierLedger, type Ledger, type LedgerParcel } from '../api/courier-ledger';

/**
 * `courier-money`: the courier's money. What the settled parcels collected
 * and were charged, what the courier owes for them and paid, the balance
 * (zero when square), and every difference: parcels no payout paid in time,
 * parcels a payout counted otherwise than the shop.
 */
export function CourierMoneyPage() {
  const i18n = useI18n();
  const load = useCallback((signal: AbortSignal) => getCourierLedger(signal), []);
  const ledger = useResource(load, i18n._('Could not load the courier’s money'));
  return (
    <AdminPage
      title={i18n._('Courier money')}
      actions={
        <button type="button" className="button" onClick={ledger.reload} disabled={ledger.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <LoadStatus resource={ledger} />
      {ledger.data && <LedgerView ledger={ledger.data} />}
    </AdminPage>
  );
}

export function LedgerView({ ledger }: { ledger: Ledger }) {
  const i18n = useI18n();
  const format = useFormat();
  return (
    <>
      <dl className="parcel-panel__facts">
        <dt>{i18n._('Collected at the door')}</dt>
        <dd>{format.money(ledger.collected)}</dd>
        <dt>{i18n._('The courier’s charges')}</dt>
        <dd>{format.money(ledger.charges)}</dd>
        <dt>{i18n._('Owed to the shop')}</dt>
        <dd>{format.money(ledger.owed)}</dd>
        <dt>{i18n._('Paid out')}</dt>
        <dd>{format.money(ledger.paid)}</dd>
        <dt>{i18n._('Balance')}</dt>
        <dd data-testid="courier-balance">{format.money(ledger.balance)}</dd>
      </dl>
      <ParcelList
        title={i18n._('Settled more than {days} days ago and not paid out', { days: format.count(ledger.payout_days) })}
        parcels={ledger.unpaid}
        empty={i18n._('None: every settled parcel was paid out in time.')}
      />
      <ParcelList title={i18n._('Counted otherwise by a payout')} parcels={ledger.mismatched} empty={i18n._('None: every payout matches the shop’s record.')} />
      <section aria-labelledby="payouts-title">
        <h2 id="payouts-title">{i18n._('Payouts')}</h2>
        {ledger.payouts.length === 0 ? (
          <p className="empty">{i18n._('No payout yet.')}</p>
        ) : (
          <ul>
            {ledger.payouts.map((payout) => (
              <li key={`${payout.courier}-${payout.payout_id}`}>
                {i18n._('{courier} payout {id}: {amount} for {count} parcels', {
                  courier: courierName(payout.courier),
                  id: payout.payout_id,
                  amount: format.money(payout.amount),
                  count: format.count(payout.parcels),
                })}
                {payout.unknown_invoices.length > 0 && (
                  <strong> {i18n._('Names parcels the shop does not know: {invoices}', { invoices: payout.unknown_invoices.join(', ') })}</strong>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ParcelList({ title, parcels, empty }: { title: string; parcels: LedgerParcel[]; empty: string }) {
  const i18n = useI18n();
  const format = useFormat();
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {parcels.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul>
          {parcels.map((parcel) => (
            <li key={parcel.invoice}>
              <Link to={paths.adminParcel(parcel.checkout_id)}>{parcel.tracking_code ?? parcel.invoice}</Link>{' '}
              {i18n._('collected {collected}, charged {charge}', { collected: format.money(parcel.collected), charge: format.money(parcel.charge) })}
              {parcel.payout_difference !== 0 &&
                ` · ${i18n._('the payout counted {difference} otherwise', { difference: format.money(parcel.payout_difference) })}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
