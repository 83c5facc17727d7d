import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type AdminQuestionPage = Answer<'/admin/questions', 'get'>;
export type AdminQuestion = AdminQuestionPage['questions'][number];
/** The admin's three lists; every question is in one. */
export type QuestionStatus = 'unanswered' | 'answered' | 'hidden';

/** One page of a list, newest first. */
export function listQuestions(query: { status: QuestionStatus; page: number }, signal?: AbortSignal): Promise<AdminQuestionPage> {
  return apiRequest<AdminQuestionPage>('/api/admin/questions', { query, signal });
}

/** Saves the answer; the first one tells the asker with a notice and an e-mail. Refused with 409 while hidden. */
export function answerQuestion(id: string, answer: string): Promise<AdminQuestion> {
  return apiRequest<Answer<'/admin/questions/{id}/answer', 'put'>>(`/api/admin/questions/${encodeURIComponent(id)}/answer`, {
    method: 'PUT',
    body: { answer },
  });
}

/** Hides the question from the phone page, or shows it again. */
export function setQuestionHidden(id: string, hidden: boolean): Promise<AdminQuestion> {
  return apiRequest<Answer<'/admin/questions/{id}/visibility', 'put'>>(`/api/admin/questions/${encodeURIComponent(id)}/visibility`, {
    method: 'PUT',
    body: { hidden },
  });
}
