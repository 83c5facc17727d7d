import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { changeOrderStatus } from '../api/change-order-status';
import { refundOrder } from '../api/refund-order';
import { testOrder as order } from '@/test-support/test-order';
import type { Order } from '@/types/admin';
import { ImeiFields } from './imei-fields';
import { OrderStatusControl } from './order-status-control';

const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
const render = (o: Order) => renderToStaticMarkup(<OrderStatusControl order={o} onChanged={() => {}} />);

describe('OrderStatusControl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the statuses the order may move to next, labelled with the order', () => {
    const html = render(order());
    expect(html).toContain('aria-label="Change status of order #4c5b6a70"');
    expect(options(html)).toEqual(['', 'confirmed', 'cancelled']);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-label="Update order #4c5b6a70"/);

    expect(options(render(order({ order_status_type: 'shipped', next_statuses: ['delivered'] })))).toEqual(['', 'delivered']);
  });

  it('offers a refund for a cancelled paid order, and the refund call answers the refunded order', async () => {
    const owed = order({ order_status_type: 'cancelled', payment_status: 'refund_pending', next_statuses: [] });
    const html = render(owed);
    expect(html).toContain('aria-label="Refund order #4c5b6a70"');
    expect(html).not.toContain('<select');
    expect(render(order({ order_status_type: 'cancelled', payment_status: 'refunded', next_statuses: [] }))).not.toContain('Refund order');

    stubStorage().set('token', 'admin');
    const calls = stubApi({
      'POST /api/admin/orders/665f1c2e9b1e8a3d4c5b6a70/refund': () =>
        answer(200, order({ ...owed, payment_status: 'refunded', refund: { trx_id: 'RF1', amount: 7000, at: '2026-11-23T10:00:00Z' } })),
    });
    const refunded = await refundOrder('665f1c2e9b1e8a3d4c5b6a70');
    expect(refunded.payment_status).toBe('refunded');
    expect(calls.map((c) => c.method + ' ' + c.path)).toEqual(['POST /api/admin/orders/665f1c2e9b1e8a3d4c5b6a70/refund']);
  });

  it('offers nothing once the order is final', () => {
    const html = render(order({ order_status_type: 'delivered', next_statuses: [] }));
    expect(html).not.toContain('<select');
    expect(html).toContain('No further status');
  });

  it('posts the chosen status and answers the updated order; a refusal keeps the server message', async () => {
    stubStorage().set('token', 'admin');
    const calls = stubApi({
      'POST /api/admin/orders/665f1c2e9b1e8a3d4c5b6a70/status': (body) =>
        (body as { status: string }).status === 'confirmed'
          ? answer(200, order({ order_status_type: 'confirmed', next_statuses: ['shipped', 'cancelled'] }))
          : answer(409, { message: 'A pending order cannot become delivered' }),
    });

    const updated = await changeOrderStatus('665f1c2e9b1e8a3d4c5b6a70', 'confirmed');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { status: 'confirmed' }, headers: { token: 'admin' } });
    expect(updated.order_status_type).toBe('confirmed');

    await expect(changeOrderStatus('665f1c2e9b1e8a3d4c5b6a70', 'delivered')).rejects.toMatchObject({
      status: 409,
      message: 'A pending order cannot become delivered',
    });
  });

  it("ships with one pair of IMEI fields per phone, and sends each phone's IMEIs", async () => {
    let changed: string[][] = [];
    const html = renderToStaticMarkup(<ImeiFields phones={2} values={[['490154203237518']]} onChange={(v) => (changed = v)} of="#4c5b6a70" />);
    expect([...html.matchAll(/<label>([^<]*)</g)].map((m) => m[1])).toEqual([
      'IMEI of phone 1',
      'Second IMEI of phone 1 (dual SIM)',
      'IMEI of phone 2',
      'Second IMEI of phone 2 (dual SIM)',
    ]);
    expect(html).toContain('value="490154203237518"');
    expect(changed).toEqual([]);

    stubStorage().set('token', 'admin');
    const calls = stubApi({
      'POST /api/admin/orders/665f1c2e9b1e8a3d4c5b6a70/status': () => answer(200, order({ order_status_type: 'shipped', next_statuses: ['delivered'] })),
    });
    await changeOrderStatus('665f1c2e9b1e8a3d4c5b6a70', 'shipped', [['490154203237518', '']]);
    expect(calls[0]?.body).toEqual({ status: 'shipped', handsets: [['490154203237518', '']] });
  });
});
