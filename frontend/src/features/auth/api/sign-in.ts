import { apiRequest } from '@/lib/http/api-client';
import type { SessionUser } from '@/types/session';
import type { Answer, Schema } from '@/types/wire';

/** Signs in; an admin with two-step sign-in also sends `code` (asked for by a first 401 `auth.code_needed`). */
export function signIn(email: string, password: string, code?: string): Promise<SessionUser> {
  const body = { email, password, ...(code ? { code } : {}) } satisfies Schema<'SignInRequest'>;
  return apiRequest<Answer<'/sign-in', 'post'>>('/api/sign-in', { method: 'POST', body });
}
