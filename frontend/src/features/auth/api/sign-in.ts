import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export function signIn(email: string, password: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('/api/sign-in', { method: 'POST', body: { email, password } });
}
