import { apiRequest } from '../../../lib/api-client';

/** Revokes `token` on the server; it is sent explicitly because the caller has already dropped it locally. */
export function signOut(token: string): Promise<unknown> {
  return apiRequest('/api/sign-out', { method: 'POST', body: {}, headers: { token } });
}
