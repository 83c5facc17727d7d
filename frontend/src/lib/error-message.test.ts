import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { messageOf, paymentMessageOf } from './error-message';

describe('messageOf', () => {
  it("shows the server's and the core's words, never raw internals", () => {
    expect(messageOf(new ApiError(409, 'Your cart is empty'), 'x')).toBe('Your cart is empty');
    expect(messageOf(new ApiError(503, 'The database is not reachable'), 'x')).toBe('The database is not reachable');
    expect(messageOf(new ApiError(502, 'Bad gateway'), 'Could not load')).toBe('Could not load');
    const madeUp = new ApiError(404, 'Request failed (404)', [], false);
    expect(messageOf(madeUp, 'Could not load')).toBe('Could not load');
    expect(messageOf(new TypeError('Failed to fetch'), 'Could not load')).toBe('Could not load');
    const core = Object.assign(new Error('Amount is too large'), { name: 'ShopCoreError', code: 'money.overflow' });
    expect(messageOf(core, 'x')).toBe('Amount is too large');
    const bridge = Object.assign(new Error('invalid type: null'), { name: 'ShopCoreError', code: 'bridge.invalid_input' });
    expect(messageOf(bridge, 'Could not read')).toBe('Could not read');
  });
});

describe('paymentMessageOf', () => {
  it("also shows the server's words when bKash could not be reached, but not a proxy's page", () => {
    const unreachable = 'bKash cannot be reached right now; please try again in a minute';
    expect(paymentMessageOf(new ApiError(502, unreachable), 'x')).toBe(unreachable);
    expect(paymentMessageOf(new ApiError(502, 'Request failed (502)', [], false), 'Could not pay')).toBe('Could not pay');
    expect(paymentMessageOf(new ApiError(409, 'The time to pay this order has passed'), 'x')).toBe('The time to pay this order has passed');
    expect(paymentMessageOf(new ApiError(500, 'boom'), 'Could not pay')).toBe('Could not pay');
  });
});

describe('in Bangla', () => {
  it("shows the server's and the core's words from the core texts' catalog, and an unknown text as it is", async () => {
    const { activateLanguage } = await import('./i18n');
    await activateLanguage('bn');
    try {
      expect(messageOf(new ApiError(409, 'Your cart is empty'), 'x')).toBe('আপনার কার্ট খালি');
      const core = Object.assign(new Error('Only 2 left in stock'), { name: 'ShopCoreError', code: 'cart.not_enough_stock' });
      expect(messageOf(core, 'x')).toBe('স্টকে আছে মাত্র ২টি');
      const unreachable = 'bKash cannot be reached right now; please try again in a minute';
      expect(paymentMessageOf(new ApiError(502, unreachable), 'x')).toBe('এই মুহূর্তে bKash-এ পৌঁছানো যাচ্ছে না; এক মিনিট পরে আবার চেষ্টা করুন');
      expect(messageOf(new ApiError(400, 'A message the catalog lacks'), 'x')).toBe('A message the catalog lacks');
    } finally {
      await activateLanguage('en');
    }
    expect(messageOf(new ApiError(409, 'Your cart is empty'), 'x')).toBe('Your cart is empty');
  });
});
