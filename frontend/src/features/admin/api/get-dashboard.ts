import { apiRequest } from '../../../lib/api-client';
import type { Dashboard } from '../types';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>('/api/admin/dashboard', { signal });
}
