import { describe, expect, it } from 'vitest';
import { newCheckoutKey } from './checkout-key';

describe('newCheckoutKey', () => {
  it('makes a different key each time, of 32 hex digits (the server takes 8 to 100 letters and digits)', () => {
    const keys = new Set(Array.from({ length: 50 }, newCheckoutKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
