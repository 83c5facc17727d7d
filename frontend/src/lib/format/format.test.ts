import { describe, expect, it, vi } from 'vitest';
import * as core from '@/lib/core/core';
import { formatFor } from './format';
import { learnBanglaTexts } from '@/lib/i18n/texts';

const english = formatFor('en', core);
const bangla = formatFor('bn', core);

describe('dates and moments', () => {
  it('uses the Dhaka calendar day and clock', () => {
    // 20:30 UTC on the 21st is already the 22nd in Dhaka (UTC+6).
    expect(english.day('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
    expect(english.day('2026-11-21T20:30:00Z', 'numeric')).toBe('22/11/2026');
    expect(english.day('2026-11-21T10:00:00Z', 'long')).toBe('21 November 2026');
    expect(english.day('not a date')).toBe('');
    expect(english.moment('2026-11-21T20:30:00Z')).toBe('22 Nov 2026, 2:30 am');
    expect(english.moment('2026-11-20T10:05:00Z')).toBe('20 Nov 2026, 4:05 pm');
    // Noon and midnight hours read 12, not 0.
    expect(english.moment('2026-11-20T06:30:00Z')).toBe('20 Nov 2026, 12:30 pm');
    expect(english.moment('2026-11-20T18:30:00Z')).toBe('21 Nov 2026, 12:30 am');
    expect(english.moment('')).toBe('');
  });

  it('writes them in Bengali digits and month names in Bangla, through the core', () => {
    expect(bangla.day('2026-11-21T20:30:00Z')).toBe('২২ নভেম্বর ২০২৬');
    expect(bangla.moment('2026-11-20T10:05:00Z')).toBe('২০ নভেম্বর ২০২৬, ৪:০৫ অপরাহ্ণ');
    expect(bangla.day('not a date')).toBe('');
  });
});

describe('numbers and money', () => {
  it('writes Bengali digits and টাকা in Bangla, the server text or the core format in English', () => {
    expect(bangla.money(12_345_678, '1,23,456.78 TK')).toBe('১,২৩,৪৫৬.৭৮ টাকা');
    expect(english.money(12_345_678, 'server text')).toBe('server text');
    expect(english.money(12_345_678)).toBe('1,23,456.78 TK');
    expect(formatFor('bn', undefined).money(12_345_678, '1,23,456.78 TK')).toBe('1,23,456.78 TK');
    expect(formatFor('en', undefined).money(12_345_678)).toBe('');
  });

  it('writes counts, grouped quantities and tenths', () => {
    expect(english.count(1234)).toBe('1234');
    expect(bangla.count(1234)).toBe('১,২৩৪');
    expect(english.grouped(5000)).toBe('5,000');
    expect(bangla.grouped(5000)).toBe('৫,০০০');
    expect(english.tenths(4.5)).toBe('4.5');
    expect(bangla.tenths(4.5)).toBe('৪.৫');
  });
});

describe('texts by code', () => {
  it('writes a text from the catalog of the language, its values as that language writes them', () => {
    learnBanglaTexts({ 'cart.above_stock': 'স্টকে আছে মাত্র {stock}টি' });
    const text = { code: 'cart.above_stock', params: { stock: 12 } };
    expect(english.text(text)).toBe('Only 12 left in stock');
    expect(bangla.text(text)).toBe('স্টকে আছে মাত্র ১২টি');
  });

  it('writes money values and texts inside texts', () => {
    const total = { code: 'checkout.total_changed', params: { total: 150_000 } };
    expect(english.text(total)).toBe('The total changed to 1,500.00 TK because a price changed. Please check it and place the order again.');
    const nested = { code: 'account.new_password_refused', params: { reason: { code: 'validation.too_short', params: { min: 8 } } } };
    expect(english.text(nested)).toBe('New password: Must be at least 8 characters');
  });

  it("falls back to the server's English while a number cannot be written, and to the code for an unknown text", () => {
    const total = { code: 'checkout.total_changed', params: { total: 150_000 } };
    expect(formatFor('en', undefined).text(total, 'as the server wrote it')).toBe('as the server wrote it');
    expect(english.text({ code: 'not.a_code' }, 'server words')).toBe('server words');
    expect(english.text({ code: 'not.a_code' })).toBe('not.a_code');
  });
});

describe('the date formatters', () => {
  it('are made on first use, not when the app starts (each costs a slow phone tens of milliseconds)', async () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./format');
      expect(made).toBe(0);
      const english = fresh.formatFor('en', core);
      expect(english.day('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
      expect(english.day('2026-11-22T20:30:00Z')).toBe('23 Nov 2026');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
