import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Marks every notice of the signed-in customer read. */
export function markNoticesRead(): Promise<Answer<'/notices/read-all', 'post'>> {
  return apiRequest('/api/notices/read-all', { method: 'POST' });
}
