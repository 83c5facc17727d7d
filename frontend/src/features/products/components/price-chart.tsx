import { useI18n } from '@/lib/i18n';
import type { PricePoint } from '../api/get-price-history';
import { useFormat } from '@/lib/format/format';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;
const DAY_MS = 86_400_000;

export interface PriceChartProps {
  /** Oldest first; the first is the price in force when the period began (it may be older). */
  points: PricePoint[];
  /** How many days the chart spans, up to `now`. */
  days: number;
  now: number;
  /** The lowest price of the last 30 days, drawn as a dashed line. */
  lowest: number;
}

/**
 * A step line of the final price over the last `days` days, or since the
 * phone was listed when that is later (so a new phone's cut is not squeezed
 * into the right edge): a price holds until the next point. Plain SVG, so
 * the page loads no chart library for one small line; the table under it
 * says the same in text.
 */
export function PriceChart({ points, days, now, lowest }: PriceChartProps) {
  if (points.length === 0) return null;
  const listed = Date.parse(points[0]?.at ?? '');
  const start = Math.min(Math.max(now - days * DAY_MS, Number.isNaN(listed) ? 0 : listed), now - 1);
  const prices = points.map((p) => p.final_price);
  const [low, high] = [Math.min(...prices, lowest), Math.max(...prices)];
  const x = (at: string) => PAD + ((Math.max(Date.parse(at), start) - start) / (now - start)) * (WIDTH - 2 * PAD);
  // One price only: a flat line through the middle.
  const y = (price: number) => (high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD));
  const path = points
    .map((p, i) => {
      const next = points[i + 1];
      const end = next ? x(next.at) : WIDTH - PAD;
      return `${i === 0 ? 'M' : 'L'}${x(p.at).toFixed(1)},${y(p.final_price).toFixed(1)} H${end.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg className="price-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="price-chart">
      <line className="price-chart__low" x1={PAD} x2={WIDTH - PAD} y1={y(lowest)} y2={y(lowest)} />
      <path className="price-chart__line" d={path} />
    </svg>
  );
}

/** The chart's points in words: one row per price, from when it held. */
export function PriceTable({ points, days }: { points: PricePoint[]; days: number }) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  return (
    <table className="price-table">
      <caption className="visually-hidden">{i18n._('Prices in the last {days} days', { days: number(days) })}</caption>
      <thead>
        <tr>
          <th scope="col">{i18n._('Since')}</th>
          <th scope="col">{i18n._('Price')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.at}>
            <td>{format.day(p.at)}</td>
            <td>{money(p.final_price, p.final_price_text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
