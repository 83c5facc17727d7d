import { describe, expect, it } from 'vitest';
import { clockText, secondsLeft } from './time-left';

describe('the time left to pay', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');

  it('counts whole seconds to the deadline and stops at zero', () => {
    expect(secondsLeft('2026-11-20T10:14:05Z', now)).toBe(845);
    expect(secondsLeft('2026-11-20T10:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2026-11-20T09:59:00Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('soon', now)).toBeNull();
  });

  it('reads like a clock', () => {
    expect(clockText(845)).toBe('14:05');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3729)).toBe('1:02:09');
  });
});
