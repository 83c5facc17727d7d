import { apiRequest } from '@/lib/http/api-client';
import type { CustomerDashboard } from '../types';
import type { Answer } from '@/types/wire';

export function getDashboard(signal?: AbortSignal): Promise<CustomerDashboard> {
  return apiRequest<Answer<'/dashboard', 'get'>>('/api/dashboard', { signal });
}
