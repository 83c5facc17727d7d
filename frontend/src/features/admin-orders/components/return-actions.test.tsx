import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { listReturns, moveReturn, refundReturn, type Return } from '../api/returns';
import { stepRequest } from '../utils/return-actions';
import { ReturnActions } from './return-actions';
import { ReturnRow } from './return-row';

const ID = '6660aa00bb11cc22dd33ee44';
const ORDER = '665f1c2e9b1e8a3d4c5b6a70';

const testReturn = (over: Partial<Return> = {}): Return => ({
  _id: ID,
  order_id: ORDER,
  checkout_id: 'c1',
  customer_id: 'u1',
  title: 'Walton Primo H10',
  label: '4/64GB · Blue',
  quantity: 1,
  reason: 'defective',
  details: 'The screen flickers',
  photos: ['/api/images/1', '/api/images/2'],
  status: 'requested',
  next_statuses: ['accepted', 'refused'],
  history: [{ status: 'requested', at: '2026-11-24T04:00:00Z', note: '' }],
  restocked: null,
  refund: null,
  createdAt: '2026-11-24T04:00:00Z',
  ...over,
});

/** Each button's accessible name, in page order. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
const render = (r: Return) => renderToStaticMarkup(<ReturnActions request={r} onChanged={() => {}} />);

describe('the steps of a return', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the buttons its next statuses allow, named with the order', () => {
    const requested = render(testReturn());
    expect(buttons(requested)).toEqual(['Accept return #4c5b6a70', 'Refuse return #4c5b6a70']);
    expect(requested).toContain('aria-label="Note for return #4c5b6a70"');
    expect(requested).toContain('A refusal needs a note saying why');

    expect(buttons(render(testReturn({ status: 'accepted', next_statuses: ['picked_up'] })))).toEqual(['Mark picked up, return #4c5b6a70']);

    const pickedUp = render(testReturn({ status: 'picked_up', next_statuses: ['received'] }));
    expect(buttons(pickedUp)).toEqual(['Received, back to stock, return #4c5b6a70', 'Received, written off, return #4c5b6a70']);
    expect(pickedUp).toContain('>Received, back to stock</button>');
    expect(pickedUp).not.toContain('admin-field__hint');

    const received = render(testReturn({ status: 'received', next_statuses: ['refunded'], restocked: true }));
    expect(buttons(received)).toEqual(['Refund return #4c5b6a70']);
    expect(received).toContain('A cash refund needs a note: how and when the cash was handed over');
  });

  it('offers nothing once refused or refunded', () => {
    for (const status of ['refused', 'refunded'] as const) {
      const html = render(testReturn({ status, next_statuses: [] }));
      expect(buttons(html)).toEqual([]);
      expect(html).not.toContain('<textarea');
      expect(html).toContain('No further step');
    }
  });

  it('shows the phone, the reason, the photos, the history with notes and the refund', () => {
    const refunded = testReturn({
      status: 'refunded',
      next_statuses: [],
      restocked: false,
      history: [
        { status: 'requested', at: '2026-11-24T04:00:00Z', note: '' },
        { status: 'refused', at: '2026-11-24T05:00:00Z', note: 'Out of the window' },
      ],
      refund: { amount: 1_299_900, delivery_fee_included: true, method: 'bkash', trx_id: 'RF42', at: '2026-11-26T06:00:00Z' },
    });
    const html = renderToStaticMarkup(<ReturnRow request={refunded} onChanged={() => {}} />);
    expect(html).toContain('Return of order #4c5b6a70');
    expect(html).toContain('Walton Primo H10<span class="muted"> · 4/64GB · Blue</span>');
    expect(html).toContain('<dd>defective</dd>');
    expect(html).toContain('<dd>Written off</dd>');
    expect(html).toContain('<a href="/api/images/2" target="_blank" rel="noreferrer"><img src="/api/images/2" alt="Photo 2 of return #4c5b6a70"');
    expect(html).toContain('<q class="admin-return__note">Out of the window</q>');
    expect(html).toContain('12,999.00 TK refunded through bKash on 26 Nov 2026');
    expect(html).toContain('(delivery fee included)');
    expect(html).toContain('Transaction ID RF42');
  });
});

describe('the returns API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists by status, or all without one', async () => {
    stubStorage().set('token', 'admin');
    const calls = stubApi({ 'GET /api/admin/returns': () => answer(200, [testReturn()]) });
    expect(await listReturns('picked_up')).toHaveLength(1);
    await listReturns('');
    expect(calls.map((c) => c.query?.toString())).toEqual(['status=picked_up', '']);
  });

  it('posts a step with its note and restock, and a refund with its note', async () => {
    stubStorage().set('token', 'admin');
    const calls = stubApi({
      [`POST /api/admin/returns/${ID}/status`]: () => answer(200, testReturn({ status: 'received', next_statuses: ['refunded'], restocked: false })),
      [`POST /api/admin/returns/${ID}/refund`]: () => answer(200, testReturn({ status: 'refunded', next_statuses: [] })),
    });

    const received = await moveReturn(ID, stepRequest('write_off', 'Water damage'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { status: 'received', note: 'Water damage', restock: false }, headers: { token: 'admin' } });
    expect(received.restocked).toBe(false);

    const refunded = await refundReturn(ID, 'Cash handed over at the Dhanmondi shop on 26 Nov');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: `/api/admin/returns/${ID}/refund`,
      body: { note: 'Cash handed over at the Dhanmondi shop on 26 Nov' },
    });
    expect(refunded.status).toBe('refunded');
  });

  it('keeps the server’s reason when a step is refused', async () => {
    stubStorage().set('token', 'admin');
    stubApi({
      [`POST /api/admin/returns/${ID}/status`]: () =>
        answer(400, { message: 'Say in the note why the return is refused', code: 'returns.say_why', params: {} }),
    });
    await expect(moveReturn(ID, stepRequest('refuse', ''))).rejects.toMatchObject({ status: 400, message: 'Say in the note why the return is refused' });
  });
});
