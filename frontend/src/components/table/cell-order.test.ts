import { describe, expect, it } from 'vitest';
import { compareCells } from './cell-order';

const sorted = (values: unknown[]) => [...values].sort(compareCells);

describe('compareCells', () => {
  it('orders words as a reader does: case aside, numbers inside them by value', () => {
    expect(sorted(['Xiaomi 14', 'nokia G42', 'Galaxy A15', 'Galaxy A5'])).toEqual(['Galaxy A5', 'Galaxy A15', 'nokia G42', 'Xiaomi 14']);
  });

  it('orders numbers by value and booleans false first', () => {
    expect(sorted([100, 25, 3, 1000])).toEqual([3, 25, 100, 1000]);
    expect(sorted([true, false, true])).toEqual([false, true, true]);
  });

  it("orders the server's times by the moment, however many digits their second has", () => {
    const times = ['2026-11-27T21:09:42.5Z', '2026-11-27T21:09:42.05Z', '2026-11-27T21:09:42.123Z', '2026-11-27T21:09:42Z', '2026-11-27T21:09:41.999Z'];
    expect(sorted(times)).toEqual([
      '2026-11-27T21:09:41.999Z',
      '2026-11-27T21:09:42Z',
      '2026-11-27T21:09:42.05Z',
      '2026-11-27T21:09:42.123Z',
      '2026-11-27T21:09:42.5Z',
    ]);
    expect(sorted([new Date('2026-01-02'), new Date('2026-01-01')])).toEqual([new Date('2026-01-01'), new Date('2026-01-02')]);
  });

  it('orders record ids as written, the order they were made in', () => {
    expect(sorted(['65a1b2c3aaaaaaaaaaaaaaaa', '65a1b20faaaaaaaaaaaaaaaa'])).toEqual(['65a1b20faaaaaaaaaaaaaaaa', '65a1b2c3aaaaaaaaaaaaaaaa']);
  });

  it('counts a missing value as empty', () => {
    expect(sorted(['b', null, 'a'])).toEqual([null, 'a', 'b']);
  });
});
