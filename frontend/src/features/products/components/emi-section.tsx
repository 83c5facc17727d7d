import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n';
import { useResource } from '@/lib/hooks/use-resource';
import { useFormat } from '@/lib/format/format';
import { getEmi, type VariantEmi } from '../api/get-emi';
import './emi-section.css';

/** The lowest monthly amount any bank offers for a variant. */
function cheapestMonth(variant: VariantEmi): number | null {
  const months = variant.banks.flatMap((bank) => bank.instalments.map((instalment) => instalment.monthly));
  return months.length === 0 ? null : Math.min(...months);
}

/** What card EMI costs a month for one variant, per bank and tenure; nothing when no bank finances it. */
export function EmiView({ variant }: { variant: VariantEmi }) {
  const i18n = useI18n();
  const format = useFormat();
  const cheapest = cheapestMonth(variant);
  if (cheapest === null) return null;
  return (
    <section className="emi" aria-labelledby="emi-heading">
      <h2 id="emi-heading">{i18n._('Card EMI')}</h2>
      <p className="emi__from" data-testid="emi-from">
        {i18n._('From {amount} a month with card EMI', { amount: format.money(cheapest) })}
      </p>
      <details className="emi__details">
        <summary>{i18n._('Monthly amounts by bank')}</summary>
        {variant.banks.map((bank) => (
          <table key={bank.bank} className="emi__bank">
            <caption>
              {bank.bank}
              {!bank.keepsDiscount && <span className="muted"> · {i18n._('financed at the price before the cash discount')}</span>}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Tenure')}</th>
                <th scope="col">{i18n._('A month')}</th>
                <th scope="col">{i18n._('Total')}</th>
              </tr>
            </thead>
            <tbody>
              {bank.instalments.map((instalment) => (
                <tr key={instalment.months}>
                  <th scope="row">{i18n._('{months} months', { months: format.count(instalment.months) })}</th>
                  <td>{format.money(instalment.monthly)}</td>
                  <td>{format.money(instalment.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <p className="muted">
          {i18n._('Pay in instalments with card EMI at checkout, or note a plan on a cash-on-delivery order and pay by card at the door.')}
        </p>
      </details>
    </section>
  );
}

/**
 * The phone page's card EMI for the variant shown, loaded after the page
 * itself; `version` changes after an edit (new prices), to load again.
 */
export function EmiSection({ productId, variantId, version }: { productId: string; variantId: string; version: number }) {
  const load = useMemo(() => {
    void version;
    return (signal: AbortSignal) => getEmi(productId, signal);
  }, [productId, version]);
  // A failed load hides the section: EMI is extra information, the page stands without it.
  const emi = useResource(load, '', { keepWhileLoading: false });
  const variant = emi.data?.find((entry) => entry.variantId === variantId);
  return variant ? <EmiView variant={variant} /> : null;
}
