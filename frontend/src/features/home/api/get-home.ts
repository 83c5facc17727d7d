import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** `GET /api/home`: the five home sections in one call. */
export type HomeSections = Schema<'HomeSections'>;

export function getHome(signal?: AbortSignal): Promise<HomeSections> {
  return apiRequest<Answer<'/home', 'get'>>('/api/home', { signal });
}
