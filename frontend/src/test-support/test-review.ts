import type { Review } from '@/types/product';

/** A review as the API answers it, for tests. */
export const testReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  customer_id: 'u1',
  customer_name: 'Rahim',
  product_id: '665f1c2e9b1e8a3d4c5b6a70',
  product_title: 'Samsung Galaxy A55 5G',
  product_slug: 'samsung-galaxy-a55-5g',
  product_cover: '/api/images/665f1c2e9b1e8a3d4c5b6a70',
  rating: 4,
  title: 'Great value',
  text: 'Battery lasts two days',
  variant_label: '',
  createdAt: '2026-10-02T08:00:00Z',
  updatedAt: '2026-10-02T08:00:00Z',
  ...overrides,
});
