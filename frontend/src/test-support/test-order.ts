import type { Order } from '../types/order';

/** An order as the API answers it, for tests. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
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
  shipping_id: { first_name: 'Rahim', last_name: 'Uddin', address: 'House 12, Road 5', apartment_suit: '', area: 'Dhanmondi', city: 'Dhaka', post_code: '1205', country: 'Bangladesh', phone: '01712345678' },
  address: 'House 12, Road 5',
  city: 'Dhaka',
  phone: '01712345678',
  post_code: '1205',
  ...overrides,
});
