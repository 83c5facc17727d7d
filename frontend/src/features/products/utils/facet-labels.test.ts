import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batteryLabel, displayLabel, priceLabel, ramLabel, romLabel } from './facet-labels';
import { useShopStore } from '@/stores/shop-store';

const range = (min: number, max: number) => ({ min, max, count: 3 });

describe('filter labels', () => {
  it('are written as before in English', () => {
    expect(ramLabel(8)).toBe('8 GB RAM');
    expect(romLabel(256)).toBe('256 GB');
    expect(batteryLabel(range(5000, 6000), false)).toBe('5,000 – 6,000 mAh');
    expect(displayLabel(range(60, 65), false)).toBe('6.0 – 6.5″');
    expect(priceLabel(range(0, 20000), false)).toBe('Up to 20,000.00 TK');
  });

  describe('in Bangla', () => {
    beforeAll(() => useShopStore.getState().chooseLanguage('bn'));
    afterAll(() => useShopStore.getState().chooseLanguage('en'));

    it('carry Bengali digits and টাকা, written by the core', () => {
      expect(ramLabel(8)).toBe('৮ GB RAM');
      expect(romLabel(256)).toBe('২৫৬ GB');
      expect(batteryLabel(range(5000, 6000), false)).toBe('৫,০০০ – ৬,০০০ mAh');
      expect(displayLabel(range(60, 65), false)).toBe('৬.০ – ৬.৫″');
      expect(priceLabel(range(100000, 150000), false)).toBe('১,০০,০০০.০০ টাকা – ১,৫০,০০০.০০ টাকা');
    });
  });
});
