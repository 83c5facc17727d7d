import { describe, expect, it } from 'vitest';
import { safeCallback } from './login-form';

describe('safeCallback', () => {
  it('returns to paths inside the shop only', () => {
    expect(safeCallback('/cart')).toBe('/cart');
    expect(safeCallback('/q?search=galaxy')).toBe('/q?search=galaxy');
    expect(safeCallback('//evil.example/x')).toBe('/');
    expect(safeCallback('https://evil.example')).toBe('/');
    expect(safeCallback(null)).toBe('/');
  });
});
