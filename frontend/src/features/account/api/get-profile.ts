import { apiRequest } from '../../../lib/api-client';
import type { Profile } from '../types';

export function getProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>(`/api/auth/customer-profile/${encodeURIComponent(userId)}`, { signal });
}
