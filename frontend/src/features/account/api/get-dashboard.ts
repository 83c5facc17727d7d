import { apiRequest } from '../../../lib/api-client';
import type { CustomerDashboard } from '../types';

export function getDashboard(signal?: AbortSignal): Promise<CustomerDashboard> {
  return apiRequest<CustomerDashboard>('/api/dashboard', { signal });
}
