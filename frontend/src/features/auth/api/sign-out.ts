import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Revokes `token` on the server; it is sent explicitly because the caller has already dropped it locally. */
export function signOut(token: string): Promise<Answer<'/sign-out', 'post'>> {
  return apiRequest<Answer<'/sign-out', 'post'>>('/api/sign-out', { method: 'POST', body: {}, headers: { token } });
}
