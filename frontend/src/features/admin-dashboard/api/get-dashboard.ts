import { apiRequest } from '@/lib/http/api-client';
import type { Dashboard } from '@/types/admin';
import type { Answer } from '@/types/wire';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Answer<'/admin/dashboard', 'get'>>('/api/admin/dashboard', { signal });
}
