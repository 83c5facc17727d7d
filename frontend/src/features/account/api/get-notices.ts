import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type Notices = Answer<'/notices', 'get'>;
export type Notice = Notices['notices'][number];

/** The signed-in customer's notices, newest first, with how many are unread. */
export function getNotices(signal?: AbortSignal): Promise<Notices> {
  return apiRequest<Notices>('/api/notices', { signal });
}
