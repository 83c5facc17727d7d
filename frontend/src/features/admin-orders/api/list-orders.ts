import { apiRequest } from '@/lib/http/api-client';
import type { OrderStatus } from '@/lib/core/core';
import type { OrderPage } from '@/types/admin';
import type { Answer } from '@/types/wire';

export function listOrders(query: { status: OrderStatus | ''; page: number; perPage: number }, signal?: AbortSignal): Promise<OrderPage> {
  return apiRequest<Answer<'/admin/orders', 'get'>>('/api/admin/orders', { query, signal });
}
