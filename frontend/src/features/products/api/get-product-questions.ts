import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type QuestionPage = Answer<'/product/{id}/questions', 'get'>;
export type PublicQuestion = QuestionPage['questions'][number];

/** One page (from 1) of the phone's answered questions, newest first. */
export function getProductQuestions(productId: string, page: number, signal?: AbortSignal): Promise<QuestionPage> {
  return apiRequest<QuestionPage>(`/api/product/${encodeURIComponent(productId)}/questions`, { query: { page }, signal });
}
