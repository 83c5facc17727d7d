import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it('uses the Dhaka calendar day', () => {
    // 20:30 UTC on the 21st is already the 22nd in Dhaka (UTC+6).
    expect(formatDay('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
    expect(formatDay('2026-11-21T20:30:00Z', 'numeric')).toBe('22/11/2026');
    expect(formatDay('2026-11-21T10:00:00Z', 'long')).toBe('21 November 2026');
    expect(formatDay('not a date')).toBe('');
  });
});
