import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format-date';

describe('formatDay', () => {
  it('uses the Dhaka calendar day', () => {
    // 20:30 UTC on the 21st is already the 22nd in Dhaka (UTC+6).
    expect(formatDay('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
    expect(formatDay('2026-11-21T20:30:00Z', 'numeric')).toBe('22/11/2026');
    expect(formatDay('2026-11-21T10:00:00Z', 'long')).toBe('21 November 2026');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('formatMoment', () => {
  it('shows the Dhaka date and time', () => {
    expect(formatMoment('2026-11-21T20:30:00Z')).toBe('22 Nov 2026, 2:30 am');
    expect(formatMoment('2026-11-20T10:05:00Z')).toBe('20 Nov 2026, 4:05 pm');
    expect(formatMoment('')).toBe('');
  });
});

describe('in Bangla', () => {
  it('writes the Dhaka day and time in Bengali digits and month names, through the core', async () => {
    const { activateLanguage } = await import('./i18n');
    await activateLanguage('bn');
    try {
      expect(formatDay('2026-11-21T20:30:00Z')).toBe('২২ নভেম্বর ২০২৬');
      expect(formatMoment('2026-11-20T10:05:00Z')).toBe('২০ নভেম্বর ২০২৬, ৪:০৫ অপরাহ্ণ');
      expect(formatDay('not a date')).toBe('');
    } finally {
      await activateLanguage('en');
    }
    expect(formatDay('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
  });
});
