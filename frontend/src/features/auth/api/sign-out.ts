import { apiRequest } from '../../../lib/api-client';

export function signOut(): Promise<unknown> {
  return apiRequest('/api/sign-out', { method: 'POST', body: {} });
}
