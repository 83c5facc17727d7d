import { apiRequest } from '@/lib/http/api-client';
import type { Profile } from '../types';
import type { Answer } from '@/types/wire';

export function getProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Answer<'/auth/customer-profile/{user_id}', 'get'>>(`/api/auth/customer-profile/${encodeURIComponent(userId)}`, { signal });
}
