import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** What the search box suggests for the text typed so far (phones and brands, from the server's catalog view). */
export type Suggestions = Answer<'/search/suggest', 'get'>;

export function getSuggestions(text: string, signal?: AbortSignal): Promise<Suggestions> {
  return apiRequest<Suggestions>('/api/search/suggest', { query: { q: text }, signal });
}
