import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';
import { stockState } from './stock-label';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbours of the current page with gaps', () => {
    expect(pageWindow(8, 15)).toEqual([1, null, 7, 8, 9, null, 15]);
    expect(pageWindow(1, 15)).toEqual([1, 2, null, 15]);
    expect(pageWindow(15, 15)).toEqual([1, null, 14, 15]);
  });
});

describe('stockState', () => {
  it('says in stock, only N left at 5 or fewer, out of stock at 0', () => {
    expect(stockState(6)).toEqual({ tone: 'in', label: 'In stock' });
    expect(stockState(5)).toEqual({ tone: 'low', label: 'Only 5 left' });
    expect(stockState(1).label).toBe('Only 1 left');
    expect(stockState(0)).toEqual({ tone: 'out', label: 'Out of stock' });
  });
});
