import { apiRequest } from '@/lib/http/api-client';
import type { SessionUser } from '@/types/session';
import type { Answer, Schema } from '@/types/wire';

export type PhoneSignInFields = Schema<'PhoneSignInRequest'>;

/** Signs in with a number and its code; with a name, makes the account a new number needs. */
export function phoneSignIn(fields: PhoneSignInFields): Promise<SessionUser> {
  return apiRequest<Answer<'/phone/sign-in', 'post'>>('/api/phone/sign-in', { method: 'POST', body: fields });
}
