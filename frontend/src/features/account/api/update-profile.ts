import { apiRequest } from '@/lib/http/api-client';
import type { Profile, ProfileFields } from '../types';
import type { Answer, Schema } from '@/types/wire';

export function updateProfile(fields: ProfileFields): Promise<Profile> {
  return apiRequest<Answer<'/auth/customer-profile', 'put'>>('/api/auth/customer-profile', { method: 'PUT', body: fields satisfies Schema<'ProfileRequest'> });
}
