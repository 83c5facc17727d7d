import { apiRequest } from '../../../lib/api-client';
import type { OrderStatus } from '../../../lib/core';
import type { OrderPage } from '../types';

export function listOrders(
  query: { status: OrderStatus | ''; page: number; perPage: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiRequest<OrderPage>('/api/admin/orders', { query, signal });
}
