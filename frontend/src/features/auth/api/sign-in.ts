import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../types';
import type { Schema } from '../../../types/wire';

export function signIn(email: string, password: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('/api/sign-in', { method: 'POST', body: { email, password } satisfies Schema<'SignInRequest'> });
}
