import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '../types';
import { OrderDetailsView } from './order-details-page';

const order: Order = {
  _id: '665f1c2e9b1e8a3d4c5b6a70',
  checkout_id: 'c1',
  createdAt: '2026-11-20T10:00:00Z',
  title: 'Walton Primo H10 (4/64GB)',
  cover: '/api/images/1',
  description: '2 x Walton Primo H10',
  delivery_date: '2026-11-23T10:00:00Z',
  order_status_type: 'pending',
  next_statuses: ['confirmed', 'cancelled'],
  price: 1_299_900,
  list_price: 1_299_900,
  discount: 0,
  quantity: 2,
  total: 2_599_800,
  payment_method: 'bkash',
  payment_status: 'paid',
  product_id: { _id: 'p1', title: 'Walton Primo H10 (4/64GB)', cover: '/api/images/1' },
  shipping_id: { first_name: 'Rahim', last_name: 'Uddin', address: 'House 12, Road 5', apartment_suit: '4B', area: 'Dhanmondi', city: 'Dhaka', post_code: '1205', country: 'Bangladesh', phone: '01712345678' },
  address: 'House 12, Road 5',
  city: 'Dhaka',
  phone: '01712345678',
  post_code: '1205',
};

const render = (onCancel?: () => void) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderDetailsView order={order} onCancel={onCancel} />
    </MemoryRouter>,
  );

describe('OrderDetailsView', () => {
  it('shows every field of the spec with money from the core', () => {
    const html = render();
    for (const text of ['Walton Primo H10 (4/64GB)', 'pending', '12,999.00 TK', '25,998.00 TK', 'bKash', '01712345678', 'Dhanmondi', '1205', '23 Nov 2026', 'Voucher', 'Track Order']) {
      expect(html).toContain(text);
    }
  });

  it('offers cancelling only when the lifecycle allows it', () => {
    expect(render(() => undefined)).toContain('Cancel order');
    expect(render()).not.toContain('Cancel order');
  });
});
