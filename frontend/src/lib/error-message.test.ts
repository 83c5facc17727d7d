import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { messageOf } from './error-message';

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
