import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type ResendAnswer = Answer<'/auth/confirm-email/resend', 'post'>;

/** Asks the server to mail the signed-in customer a new confirmation link (202 `{message}`; 409 when confirmed, 429 when asked too often). */
export function resendConfirmation(): Promise<ResendAnswer> {
  return apiRequest<ResendAnswer>('/api/auth/confirm-email/resend', { method: 'POST', body: {} });
}
