import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';
import type { SessionUser } from '@/types/session';

/** The sign-up form's fields (the document's `SignupRequest`; the server makes the username). */
export type SignupFields = Required<Omit<Schema<'SignupRequest'>, 'username'>>;

export function signUp(fields: SignupFields): Promise<SessionUser> {
  return apiRequest<Answer<'/signup', 'post'>>('/api/signup', { method: 'POST', body: fields satisfies Schema<'SignupRequest'> });
}
