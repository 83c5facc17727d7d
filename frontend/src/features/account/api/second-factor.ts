import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** Begins setting up an authenticator app: its secret and `otpauth://` link. */
export function startSecondFactor(): Promise<Answer<'/auth/second-factor', 'post'>> {
  return apiRequest('/api/auth/second-factor', { method: 'POST', body: {} });
}

/** Puts the app in use with a code it shows; answers the recovery codes, shown once. */
export function confirmSecondFactor(code: string): Promise<Answer<'/auth/second-factor/confirm', 'post'>> {
  return apiRequest('/api/auth/second-factor/confirm', { method: 'POST', body: { code } satisfies Schema<'ConfirmSecondFactor'> });
}
