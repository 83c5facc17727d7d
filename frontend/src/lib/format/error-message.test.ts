import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { messageOf, paymentMessageOf } from './error-message';
import { useShopStore } from '@/stores/shop-store';

/** An error answer as the server sends it: its English `message` with the text's code and values. */
const answer = (status: number, message: string, code: string, params: Record<string, unknown> = {}) =>
  new ApiError(status, message, [], true, { message, code, params });
const coreError = (code: string, params: Record<string, unknown> = {}) => Object.assign(new Error(code), { name: 'ShopCoreError', code, params });
const unreachable = () =>
  answer(502, 'bKash cannot be reached right now; please try again in a minute', 'payments.unreachable', {
    method: { code: 'payment_method.bkash', params: {} },
  });

describe('messageOf', () => {
  it("shows the server's and the core's texts, never raw internals", () => {
    expect(messageOf(answer(409, 'Your cart is empty', 'checkout.cart_empty'), 'x')).toBe('Your cart is empty');
    expect(messageOf(new ApiError(503, 'The database is not reachable'), 'x')).toBe('The database is not reachable');
    expect(messageOf(new ApiError(502, 'Bad gateway'), 'Could not load')).toBe('Could not load');
    const madeUp = new ApiError(404, 'Request failed (404)', [], false);
    expect(messageOf(madeUp, 'Could not load')).toBe('Could not load');
    expect(messageOf(new TypeError('Failed to fetch'), 'Could not load')).toBe('Could not load');
    expect(messageOf(coreError('money.overflow'), 'x')).toBe('Amount is too large');
    const bridge = Object.assign(new Error('invalid type: null'), { name: 'ShopCoreError', code: 'bridge.invalid_input' });
    expect(messageOf(bridge, 'Could not read')).toBe('Could not read');
  });
});

describe('paymentMessageOf', () => {
  it("also shows the server's words when bKash could not be reached, but not a proxy's page", () => {
    expect(paymentMessageOf(unreachable(), 'x')).toBe('bKash cannot be reached right now; please try again in a minute');
    expect(paymentMessageOf(new ApiError(502, 'Request failed (502)', [], false), 'Could not pay')).toBe('Could not pay');
    expect(paymentMessageOf(answer(409, 'The time to pay this order has passed', 'payments.time_passed'), 'x')).toBe('The time to pay this order has passed');
    expect(paymentMessageOf(new ApiError(500, 'boom'), 'Could not pay')).toBe('Could not pay');
  });
});

describe('in Bangla', () => {
  it("shows the server's and the core's texts by their codes, whatever their English says", async () => {
    await useShopStore.getState().chooseLanguage('bn');
    try {
      expect(messageOf(answer(409, 'Your cart is empty', 'checkout.cart_empty'), 'x')).toBe('আপনার কার্ট খালি');
      // Rewording the English in Rust changes nothing here: the code is the key.
      expect(messageOf(answer(409, 'There is nothing in your cart', 'checkout.cart_empty'), 'x')).toBe('আপনার কার্ট খালি');
      expect(messageOf(coreError('cart.above_stock', { stock: 2 }), 'x')).toBe('স্টকে আছে মাত্র ২টি');
      expect(paymentMessageOf(unreachable(), 'x')).toBe('এই মুহূর্তে বিকাশ-এ পৌঁছানো যাচ্ছে না; এক মিনিট পরে আবার চেষ্টা করুন');
      // A server without codes (or a code from a newer one) shows its English.
      expect(messageOf(new ApiError(400, 'A message the catalog lacks'), 'x')).toBe('A message the catalog lacks');
      expect(messageOf(answer(400, 'From a newer server', 'new.text'), 'x')).toBe('From a newer server');
    } finally {
      await useShopStore.getState().chooseLanguage('en');
    }
    expect(messageOf(answer(409, 'Your cart is empty', 'checkout.cart_empty'), 'x')).toBe('Your cart is empty');
  });
});
