import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { getPriceHistory, type PriceHistory } from '../api/get-price-history';
import { PriceChart } from './price-chart';
import { PriceHistoryView } from './price-history';
import { useShopStore } from '@/stores/shop-store';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
const point = (daysAgo: number, final_price: number, text: string) => ({
  at: at(daysAgo),
  price: 3_000_000,
  discount: 0,
  final_price,
  final_price_text: text,
});

const history: PriceHistory = {
  product_id: '665f1c2e9b1e8a3d4c5b6a70',
  days: 90,
  points: [point(120, 3_000_000, '30,000.00 TK'), point(20, 4_000_000, '40,000.00 TK'), point(10, 2_700_000, '27,000.00 TK')],
  final_price: 2_700_000,
  final_price_text: '27,000.00 TK',
  lowest_30_days: 2_700_000,
  lowest_30_days_text: '27,000.00 TK',
  reference_price: 3_000_000,
  reference_price_text: '30,000.00 TK',
  discount_shown: true,
  shown_discount_percent: 10,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('PriceHistoryView', () => {
  it('says the 30-day low the server computed', () => {
    const html = renderToStaticMarkup(<PriceHistoryView history={history} now={NOW} />);
    expect(text(html)).toContain('Lowest price in the last 30 days: 27,000.00 TK');
  });

  it('draws the chart for the eye and says it in words and as a table', () => {
    const html = renderToStaticMarkup(<PriceHistoryView history={history} now={NOW} />);
    expect(html).toMatch(/<svg [^>]*aria-hidden="true"/);
    expect(text(html)).toContain('Price over the last 90 days, from 30,000.00 TK to 27,000.00 TK.');
    const rows = [...html.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => m[2]);
    expect(rows).toEqual(['30,000.00 TK', '40,000.00 TK', '27,000.00 TK']);
  });

  it('says a price that did not move as one sentence', () => {
    const flat = { ...history, points: [point(200, 3_000_000, '30,000.00 TK')], final_price_text: '30,000.00 TK' };
    expect(text(renderToStaticMarkup(<PriceHistoryView history={flat} now={NOW} />))).toContain('The price has been 30,000.00 TK throughout the last 90 days.');
  });
});

describe('PriceHistoryView in Bangla', () => {
  it('writes its texts, amounts and days in Bangla', async () => {
    await useShopStore.getState().chooseLanguage('bn');
    try {
      const shown = text(renderToStaticMarkup(<PriceHistoryView history={history} now={NOW} />));
      expect(shown).toContain('গত ৩০ দিনের সবচেয়ে কম দাম: ২৭,০০০.০০ টাকা');
      expect(shown).toContain('গত ৯০ দিনে দাম ৩০,০০০.০০ টাকা থেকে ২৭,০০০.০০ টাকা হয়েছে।');
      expect(shown).toContain('দামগুলো সারণিতে দেখুন');
    } finally {
      await useShopStore.getState().chooseLanguage('en');
    }
  });
});

describe('PriceChart', () => {
  it('holds each price until the next, from the start of the period to now', () => {
    const html = renderToStaticMarkup(<PriceChart points={history.points} days={90} now={NOW} lowest={2_700_000} />);
    const path = /<path class="price-chart__line" d="([^"]+)"/.exec(html)?.[1] ?? '';
    // The first price began before the period: it starts at the left edge; the last runs to the right edge.
    expect(path.startsWith('M6.0,')).toBe(true);
    expect(path.endsWith('H314.0')).toBe(true);
    expect(path.match(/[ML]/g)).toHaveLength(3);
    // The highest price is at the top, the lowest at the bottom.
    expect(path).toContain(',6.0 H');
    expect(path).toContain(',90.0 H');
  });

  it("spans a phone listed within the period from its listing, so today's cut shows", () => {
    const listedToday = [point(0.02, 3_000_000, '30,000.00 TK'), point(0.01, 2_700_000, '27,000.00 TK')];
    const html = renderToStaticMarkup(<PriceChart points={listedToday} days={90} now={NOW} lowest={2_700_000} />);
    expect(/d="([^"]+)"/.exec(html.split('price-chart__line')[1] ?? '')?.[1]).toBe('M6.0,6.0 H160.0 L160.0,90.0 H314.0');
  });

  it('draws a single price as a flat line through the middle, and nothing without points', () => {
    const html = renderToStaticMarkup(<PriceChart points={history.points.slice(0, 1)} days={90} now={NOW} lowest={3_000_000} />);
    expect(html).toContain('d="M6.0,48.0 H314.0"');
    expect(renderToStaticMarkup(<PriceChart points={[]} days={90} now={NOW} lowest={0} />)).toBe('');
  });
});

describe('getPriceHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the phone's price history", async () => {
    const calls = stubApi({ [`GET /api/products/${history.product_id}/price-history`]: () => answer(200, history) });
    await expect(getPriceHistory(history.product_id)).resolves.toEqual(history);
    expect(calls).toHaveLength(1);
  });
});
