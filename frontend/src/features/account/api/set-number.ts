import { apiRequest } from '@/lib/http/api-client';
import type { Profile } from '../types';
import type { Answer, Schema } from '@/types/wire';

/** Sets the account's mobile number proven by `code` (replacing one needs the password); the profile as saved. */
export function setNumber(fields: Schema<'SetNumberRequest'>): Promise<Profile> {
  return apiRequest<Answer<'/auth/customer-profile/phone', 'put'>>('/api/auth/customer-profile/phone', { method: 'PUT', body: fields });
}
