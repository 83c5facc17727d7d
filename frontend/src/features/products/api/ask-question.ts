import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type AskedQuestion = Answer<'/product/{id}/questions', 'post'>;

/** Asks the shop about the phone; it shows on the page once answered. Refused with 400 (its length) or 429 (too many). */
export function askQuestion(productId: string, question: string): Promise<AskedQuestion> {
  return apiRequest<AskedQuestion>(`/api/product/${encodeURIComponent(productId)}/questions`, {
    method: 'POST',
    body: { question },
  });
}
