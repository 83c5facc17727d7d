import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import type { CheckoutSummary } from '../api/get-checkout-summary';
import { placeCheckout } from './place-checkout';

const ADDRESS = '665f1c2e9b1e8a3d4c5b6a71';
const KEY = '0123456789abcdef0123456789abcdef';
const request = { addressId: ADDRESS, paymentMethod: 'cash_on_delivery', idempotencyKey: KEY };

function summary(price: number): CheckoutSummary {
  const line = {
    _id: 'c1',
    product_id: 'p1',
    customer_id: 'u1',
    label: '',
    title: 'Galaxy A55 8/128GB',
    price,
    cover: '',
    quantity: 2,
    stock: 5,
    createdAt: '',
    created_at: '',
  };
  return {
    lines: [line],
    item_count: 2,
    subtotal: price * 2,
    delivery_zone: 'outside_dhaka',
    shipping: 10_000,
    total: price * 2 + 10_000,
    unavailable: [],
    payment_methods: [],
  };
}

const placed = { checkout_id: 'k1', total: 0, orders: [{ _id: 'o1' }] };

describe('placeCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the total on the screen as expected_total, with the idempotency key', async () => {
    stubStorage().set('token', 'tok-1');
    const calls = stubApi({ 'POST /api/checkout': () => answer(201, placed) });
    const outcome = await placeCheckout(summary(4_000_000).total, request);
    expect(outcome).toMatchObject({ status: 'placed', placed: { checkout_id: 'k1' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ address_id: ADDRESS, payment_method: 'cash_on_delivery', expected_total: 8_010_000 });
    expect(calls[0]!.headers).toMatchObject({ 'Idempotency-Key': KEY, token: 'tok-1' });
  });

  it('after a price change places nothing, brings the new summary, and the next attempt sends its total', async () => {
    stubStorage().set('token', 'tok-1');
    const message = 'The total changed to 84,100.00 TK because a price changed. Please check it and place the order again.';
    const calls = stubApi({
      'POST /api/checkout': (body) =>
        (body as { expected_total: number }).expected_total === 8_410_000 ? answer(201, placed) : answer(409, { message, total: 8_410_000 }),
      'GET /api/checkout/summary': () => answer(200, summary(4_200_000)),
    });

    const first = await placeCheckout(summary(4_000_000).total, request);
    expect(first).toEqual({ status: 'total-changed', message, summary: summary(4_200_000) });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/checkout', 'GET /api/checkout/summary']);
    expect(calls[0]!.body).toMatchObject({ expected_total: 8_010_000 });
    // The new summary is priced for the address being ordered to, not the default one.
    expect(calls[1]!.query?.get('address_id')).toBe(ADDRESS);

    if (first.status !== 'total-changed' || !first.summary) throw new Error('expected the new summary');
    const second = await placeCheckout(first.summary.total, request);
    expect(second.status).toBe('placed');
    expect(calls[2]).toMatchObject({ method: 'POST', path: '/api/checkout', body: { expected_total: 8_410_000 } });
    expect(calls[2]!.headers).toMatchObject({ 'Idempotency-Key': KEY });
  });

  it('a price change whose new summary cannot be loaded still places nothing and says why', async () => {
    stubStorage();
    stubApi({
      'POST /api/checkout': () => answer(409, { message: 'The total changed', total: 1 }),
      'GET /api/checkout/summary': () => answer(503, { message: 'The database is not reachable' }),
    });
    expect(await placeCheckout(summary(100).total, request)).toEqual({ status: 'total-changed', message: 'The total changed', summary: null });
  });

  it('other refusals, a 409 without a total among them, keep the server message and load nothing', async () => {
    stubStorage();
    const calls = stubApi({ 'POST /api/checkout': () => answer(409, { message: 'Only 1 of Galaxy A55 8/128GB left in stock; lower the quantity' }) });
    expect(await placeCheckout(summary(100).total, request)).toEqual({
      status: 'failed',
      message: 'Only 1 of Galaxy A55 8/128GB left in stock; lower the quantity',
    });
    expect(calls).toHaveLength(1);
  });
});
