import { apiRequest } from '@/lib/http/api-client';
import type { SessionUser } from '@/types/session';
import type { Answer } from '@/types/wire';

export function getCurrentUser(): Promise<SessionUser> {
  return apiRequest<Answer<'/sign-current-user', 'get'>>('/api/sign-current-user');
}
