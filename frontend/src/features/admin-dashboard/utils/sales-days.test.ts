import { describe, expect, it } from 'vitest';
import { fillSalesDays, shortDay } from './sales-days';

describe('fillSalesDays', () => {
  it('puts the days without sales between the first and last sale as zero', () => {
    const filled = fillSalesDays([
      { date: '2026-10-30', total: 500, orders: 1 },
      { date: '2026-11-02', total: 700, orders: 2 },
    ]);
    expect(filled).toEqual([
      { date: '2026-10-30', total: 500, orders: 1 },
      { date: '2026-10-31', total: 0, orders: 0 },
      { date: '2026-11-01', total: 0, orders: 0 },
      { date: '2026-11-02', total: 700, orders: 2 },
    ]);
  });

  it('has nothing to chart without sales', () => {
    expect(fillSalesDays([])).toEqual([]);
  });

  it('names a day briefly, whatever the time zone', () => {
    expect(shortDay('2026-11-20')).toBe('20 Nov');
  });
});
