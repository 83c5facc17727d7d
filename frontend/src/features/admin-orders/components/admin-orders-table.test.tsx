import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testOrder } from '@/test-support/test-order';
import { AdminOrdersTable } from './admin-orders-table';
import type { Order } from '@/types/admin';

const render = (orders: Order[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AdminOrdersTable orders={orders} onChanged={() => {}} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const options = (html: string, ref: string) => {
  const select = new RegExp(`<select aria-label="Change status of order ${ref}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
};

describe('AdminOrdersTable', () => {
  it("shows each order's payment in the core's words beside its method", () => {
    const html = render([
      testOrder({ _id: 'a0000001', payment_status: 'awaiting_payment', next_statuses: [] }),
      testOrder({ _id: 'a0000002', payment_method: 'cash_on_delivery', payment_status: 'due_on_delivery' }),
    ]);
    const seen = text(html);
    expect(seen).toContain('Awaiting payment bKash');
    expect(seen).toContain('Pay on delivery Cash on delivery');
  });

  it("offers exactly the server's next statuses for each order, its payment considered", () => {
    const html = render([
      // Waiting for bKash: the server allows no move, so none is offered.
      testOrder({ _id: 'b0000001', payment_status: 'awaiting_payment', next_statuses: [] }),
      testOrder({ _id: 'b0000002', payment_status: 'paid', order_status_type: 'confirmed', next_statuses: ['shipped', 'cancelled'] }),
    ]);
    expect(options(html, '#b0000001')).toEqual([]);
    expect(text(html)).toContain('Waits for the customer’s payment');
    expect(options(html, '#b0000002')).toEqual(['', 'shipped', 'cancelled']);
  });

  it('links a confirmed order to booking its parcel, and a shipped one to its parcel', () => {
    const html = render([
      testOrder({ _id: 'c0000001', checkout_id: 'k0000001', order_status_type: 'confirmed', next_statuses: ['shipped'] }),
      testOrder({ _id: 'c0000002', checkout_id: 'k0000002', order_status_type: 'shipped', next_statuses: ['delivered'] }),
      testOrder({ _id: 'c0000003', checkout_id: 'k0000003', order_status_type: 'pending', next_statuses: ['confirmed'] }),
    ]);
    expect(html).toContain('href="/admin/dashboard/parcels/k0000001"');
    expect(text(html)).toContain('Book a courier');
    expect(html).toContain('href="/admin/dashboard/parcels/k0000002"');
    expect(html).not.toContain('/admin/dashboard/parcels/k0000003');
  });
});
