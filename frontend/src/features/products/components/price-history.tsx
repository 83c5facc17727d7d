import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n';
import { useResource } from '@/lib/hooks/use-resource';
import { getPriceHistory, type PriceHistory } from '../api/get-price-history';
import { PriceChart, PriceTable } from './price-chart';
import './price-history.css';
import { useFormat } from '@/lib/format/format';

/** A phone's price history, shown without fetching (the section below loads it). */
export function PriceHistoryView({ history, now }: { history: PriceHistory; now: number }) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  const first = history.points[0];
  const last = history.points[history.points.length - 1];
  const days = number(history.days);
  const summary =
    first && last && first !== last
      ? i18n._('Price over the last {days} days, from {from} to {to}.', {
          days,
          from: money(first.final_price, first.final_price_text),
          to: money(last.final_price, last.final_price_text),
        })
      : i18n._('The price has been {price} throughout the last {days} days.', {
          days,
          price: money(history.final_price, history.final_price_text),
        });
  return (
    <>
      <p className="price-history__low" data-testid="lowest-30-days">
        {i18n._('Lowest price in the last 30 days:')} <strong>{money(history.lowest_30_days, history.lowest_30_days_text)}</strong>
      </p>
      <figure className="price-history__figure">
        <PriceChart points={history.points} days={history.days} now={now} lowest={history.lowest_30_days} />
        <figcaption>{summary}</figcaption>
      </figure>
      <details className="price-history__details">
        <summary>{i18n._('Show the prices as a table')}</summary>
        <PriceTable points={history.points} days={history.days} />
      </details>
    </>
  );
}

/**
 * The product page's price history: loaded after the page itself, so a slow
 * answer never holds up the phone. `version` changes after an edit, to load
 * again.
 */
export function PriceHistorySection({
  productId,
  version,
  variantId = null,
}: {
  productId: string;
  version: number;
  /** The variant whose prices to show (each has its own); none for the phone's default. */
  variantId?: string | null;
}) {
  const i18n = useI18n();
  // `version` is a reason to ask again (a new function loads again), not an argument.
  const load = useMemo(() => {
    void version;
    return (signal: AbortSignal) => getPriceHistory(productId, signal, variantId);
  }, [productId, version, variantId]);
  const history = useResource(load, i18n._('Could not load the price history'), { keepWhileLoading: false });
  return (
    <section className="price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">{i18n._('Price history')}</h2>
      {history.error !== null ? (
        <p className="muted">{history.error}</p>
      ) : history.data ? (
        <PriceHistoryView history={history.data} now={Date.now()} />
      ) : (
        <p className="muted" aria-busy="true">
          {i18n._('Loading the price history…')}
        </p>
      )}
    </section>
  );
}
