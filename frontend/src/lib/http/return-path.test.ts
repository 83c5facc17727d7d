import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const SHOP = 'http://127.0.0.1:8080';

describe('safeReturnPath', () => {
  it('keeps paths inside the shop, with their query and fragment', () => {
    expect(safeReturnPath('/cart', SHOP)).toBe('/cart');
    expect(safeReturnPath('/product/x/abc?x=1#y', SHOP)).toBe('/product/x/abc?x=1#y');
    expect(safeReturnPath('/q?search=galaxy%20a55', SHOP)).toBe('/q?search=galaxy%20a55');
    expect(safeReturnPath('/auth/customer/my-orders', SHOP)).toBe('/auth/customer/my-orders');
    // A full address of the shop itself is fine; only its path is kept.
    expect(safeReturnPath(`${SHOP}/wishlist`, SHOP)).toBe('/wishlist');
  });

  it.each([
    '/\\evil.com',
    '\\\\evil.com',
    '//evil.com',
    '//evil.com/cart',
    '/\t/evil.com',
    'https://evil.com',
    'http://127.0.0.1:8081/cart',
    `${SHOP}@evil.com/`,
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('sends %j to the home page', (hostile) => {
    expect(safeReturnPath(hostile, SHOP)).toBe('/');
  });

  it('refuses the hostile paths as they arrive encoded in the callback parameter', () => {
    for (const query of ['callback=%2F%5Cevil.com', 'callback=%2F%2Fevil.com', 'callback=https%3A%2F%2Fevil.com', 'callback=javascript%3Aalert(1)']) {
      expect(safeReturnPath(new URLSearchParams(query).get('callback'), SHOP)).toBe('/');
    }
  });

  it('keeps an encoded backslash as a path of the shop, where it can only be a missing page', () => {
    const kept = safeReturnPath('/%5Cevil.com', SHOP);
    expect(kept).toBe('/%5Cevil.com');
    expect(new URL(kept, SHOP).origin).toBe(SHOP);
  });

  it('goes home without a path or without an origin to compare with', () => {
    expect(safeReturnPath(null, SHOP)).toBe('/');
    expect(safeReturnPath('', SHOP)).toBe('/');
    expect(safeReturnPath('/cart', undefined)).toBe('/');
  });
});
