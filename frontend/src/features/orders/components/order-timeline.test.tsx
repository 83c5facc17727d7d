import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testOrder } from '@/test-support/test-order';
import { OrderTimeline } from './order-timeline';

const history = [
  { status: 'pending', at: '2026-11-20T10:00:00Z' },
  { status: 'confirmed', at: '2026-11-20T12:30:00Z' },
  { status: 'shipped', at: '2026-11-21T19:15:00Z' },
] as const;
const steps = (html: string) =>
  [...html.matchAll(/<li[^>]*?( aria-current="step")?>.*?<span[^>]*>([^<]*)<\/span><time dateTime="([^"]*)">([^<]*)<\/time><\/li>/g)].map(
    ([, current, status, at, shown]) => ({ status, at, shown, current: Boolean(current) }),
  );

describe('OrderTimeline', () => {
  it('lists every status the order reached with its Dhaka time, the latest marked current', () => {
    const html = renderToStaticMarkup(<OrderTimeline order={testOrder({ order_status_type: 'shipped', status_history: [...history] })} />);
    expect(steps(html)).toEqual([
      { status: 'pending', at: '2026-11-20T10:00:00Z', shown: '20 Nov 2026, 4:00 pm', current: false },
      { status: 'confirmed', at: '2026-11-20T12:30:00Z', shown: '20 Nov 2026, 6:30 pm', current: false },
      { status: 'shipped', at: '2026-11-21T19:15:00Z', shown: '22 Nov 2026, 1:15 am', current: true },
    ]);
    expect(html).toContain('Expected delivery by 23 Nov 2026.');
  });

  it('says when nothing is recorded, and promises no delivery date for a cancelled order', () => {
    const html = renderToStaticMarkup(<OrderTimeline order={testOrder({ order_status_type: 'cancelled', status_history: [] })} />);
    expect(html).toContain('No status changes recorded yet.');
    expect(html).not.toContain('Expected delivery');
  });

  it("follows delivery with the return's steps and the shop's notes, the latest marked current", () => {
    const delivered = testOrder({ order_status_type: 'delivered', status_history: [...history, { status: 'delivered', at: '2026-11-22T09:00:00Z' }] });
    const returnSteps = [
      { status: 'requested', at: '2026-11-23T09:00:00Z', note: '' },
      { status: 'refused', at: '2026-11-24T09:00:00Z', note: 'The screen was broken by a fall' },
    ];
    const html = renderToStaticMarkup(<OrderTimeline order={delivered} returnSteps={returnSteps} />);
    expect(html).toContain('Return requested');
    expect(html).toContain('Return refused');
    expect(html).toContain('The screen was broken by a fall');
    expect([...html.matchAll(/aria-current="step"/g)]).toHaveLength(1);
    expect(html.indexOf('aria-current="step"')).toBeGreaterThan(html.indexOf('Return requested'));
  });

  it('shows the courier, its tracking code and each step it reported, in the shopper’s words', () => {
    const parcel = {
      courier: 'steadfast',
      tracking_code: '15BAEB8A',
      status: 'pending' as const,
      steps: [
        { status: 'in_review' as const, message: '', at: '2026-11-21T19:15:00Z' },
        { status: null, message: 'Picked up from the merchant.', at: '2026-11-22T04:00:00Z' },
        { status: 'pending' as const, message: 'Out for delivery.', at: '2026-11-22T06:00:00Z' },
      ],
    };
    const order = testOrder({ order_status_type: 'shipped', status_history: [...history] });
    const html = renderToStaticMarkup(<OrderTimeline order={order} parcel={parcel} />);
    const seen = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
    expect(seen).toContain('With Steadfast · tracking code 15BAEB8A');
    expect(seen).toContain('booked, awaiting the courier');
    expect(seen).toContain('Picked up from the merchant.');
    expect(seen).toContain('on its way Out for delivery.');
    expect(html.match(/aria-current="step"/g)).toHaveLength(2);
  });
});
