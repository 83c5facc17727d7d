import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export interface SignupFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export function signUp(fields: SignupFields): Promise<SessionUser> {
  return apiRequest<SessionUser>('/api/signup', { method: 'POST', body: fields });
}
