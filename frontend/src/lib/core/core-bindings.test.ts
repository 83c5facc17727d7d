import { describe, expect, it } from 'vitest';
import { isShopCoreError, lineTotal, parseCount, parseDecimal, sumMoney, validateProfile } from './core';

describe('core bindings used by forms and totals', () => {
  it('reads typed numbers strictly', () => {
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('0x10')).toBeUndefined();
    expect(parseCount('1e3')).toBeUndefined();
    expect(parseDecimal('6.7')).toBe(6.7);
    expect(parseDecimal('6.')).toBeUndefined();
  });

  it('adds money with an overflow check', () => {
    expect(sumMoney([100, 250, 5])).toBe(355);
    expect(lineTotal(1_299_900, 3)).toBe(3_899_700);
    expect(() => sumMoney([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])).toThrow();
  });

  it('checks a profile field by field', () => {
    expect(validateProfile({ firstName: 'Nusrat', lastName: '', avatar: '' })).toEqual([]);
    expect(validateProfile({ firstName: ' ', lastName: 'x\u0007' }).map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'validation.not_acceptable'],
      ['lastName', 'validation.control_characters'],
    ]);
  });

  it('throws overflow as a ShopCoreError with its code', () => {
    let thrown: unknown = null;
    try {
      sumMoney([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);
    } catch (error) {
      thrown = error;
    }
    expect(isShopCoreError(thrown) && thrown.code).toBe('money.overflow');
  });
});
