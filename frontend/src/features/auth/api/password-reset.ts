import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export type ResetByCodeFields = Schema<'ResetByCodeRequest'>;

/** Asks for a reset link by e-mail; the answer is the same whether or not an account has the address. */
export function askResetLink(email: string): Promise<Answer<'/password/forgot', 'post'>> {
  return apiRequest('/api/password/forgot', { method: 'POST', body: { email } satisfies Schema<'ForgotRequest'> });
}

/** Sets a new password with the token of an e-mail's reset link. */
export function resetPassword(token: string, password: string): Promise<Answer<'/password/reset', 'post'>> {
  return apiRequest('/api/password/reset', { method: 'POST', body: { token, password } satisfies Schema<'ResetRequest'> });
}

/** Sets a new password with a code texted to the account's number. */
export function resetPasswordByCode(fields: ResetByCodeFields): Promise<Answer<'/password/reset-by-code', 'post'>> {
  return apiRequest('/api/password/reset-by-code', { method: 'POST', body: fields });
}
