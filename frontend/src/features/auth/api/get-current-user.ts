import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export function getCurrentUser(): Promise<SessionUser> {
  return apiRequest<SessionUser>('/api/sign-current-user');
}
