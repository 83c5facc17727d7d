import { apiRequest } from '@/lib/http/api-client';
import type { SessionUser } from '@/types/session';
import type { Answer, Schema } from '@/types/wire';

export function signIn(email: string, password: string): Promise<SessionUser> {
  return apiRequest<Answer<'/sign-in', 'post'>>('/api/sign-in', { method: 'POST', body: { email, password } satisfies Schema<'SignInRequest'> });
}
