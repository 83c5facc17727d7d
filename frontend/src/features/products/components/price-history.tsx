import { useMemo } from 'react';
import { useResource } from '../../../lib/use-resource';
import { getPriceHistory, type PriceHistory } from '../api/get-price-history';
import { PriceChart, PriceTable } from './price-chart';
import './price-history.css';

const FAILURE = 'Could not load the price history';

/** A phone's price history, shown without fetching (the section below loads it). */
export function PriceHistoryView({ history, now }: { history: PriceHistory; now: number }) {
  const first = history.points[0];
  const last = history.points[history.points.length - 1];
  const summary =
    first && last && first !== last
      ? `Price over the last ${history.days} days, from ${first.final_price_text} to ${last.final_price_text}.`
      : `The price has been ${history.final_price_text} throughout the last ${history.days} days.`;
  return (
    <>
      <p className="price-history__low" data-testid="lowest-30-days">
        Lowest price in the last 30 days: <strong>{history.lowest_30_days_text}</strong>
      </p>
      <figure className="price-history__figure">
        <PriceChart points={history.points} days={history.days} now={now} lowest={history.lowest_30_days} />
        <figcaption>{summary}</figcaption>
      </figure>
      <details className="price-history__details">
        <summary>Show the prices as a table</summary>
        <PriceTable points={history.points} />
      </details>
    </>
  );
}

/**
 * The product page's price history: loaded after the page itself, so a slow
 * answer never holds up the phone. `version` changes after an edit, to load
 * again.
 */
export function PriceHistorySection({ productId, version }: { productId: string; version: number }) {
  // `version` is a reason to ask again (a new function loads again), not an argument.
  const load = useMemo(() => {
    void version;
    return (signal: AbortSignal) => getPriceHistory(productId, signal);
  }, [productId, version]);
  const history = useResource(load, FAILURE, { keepWhileLoading: false });
  return (
    <section className="price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Price history</h2>
      {history.error !== null ? (
        <p className="muted">{history.error}</p>
      ) : history.data ? (
        <PriceHistoryView history={history.data} now={Date.now()} />
      ) : (
        <p className="muted" aria-busy="true">
          Loading the price history…
        </p>
      )}
    </section>
  );
}
