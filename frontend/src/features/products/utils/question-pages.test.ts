import { describe, expect, it } from 'vitest';
import type { PublicQuestion, QuestionPage } from '../api/get-product-questions';
import { hasMorePages, shownQuestions } from './question-pages';

const question = (id: string): PublicQuestion => ({
  _id: id,
  asker: 'Rahim',
  question: `Question ${id}?`,
  answer: `Answer ${id}`,
  createdAt: '2026-05-01T10:00:00Z',
  answeredAt: '2026-05-02T10:00:00Z',
});

const page = (number: number, ids: string[], total: number): QuestionPage => ({
  questions: ids.map(question),
  page: number,
  perPage: 5,
  total,
});

describe('the pages of a phone’s questions', () => {
  it('shows the pages in order, a question repeated by a shifted page once', () => {
    const first = page(1, ['g', 'f', 'e', 'd', 'c'], 8);
    // One more was answered meanwhile: page 2 starts with the last one page 1 showed.
    const second = page(2, ['c', 'b', 'a'], 8);
    expect(shownQuestions([first, second]).map((q) => q._id)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(shownQuestions([])).toEqual([]);
  });

  it('offers more while the last page loaded is not the end', () => {
    expect(hasMorePages(page(1, ['e', 'd', 'c', 'b', 'a'], 6))).toBe(true);
    expect(hasMorePages(page(2, ['a'], 6))).toBe(false);
    expect(hasMorePages(page(1, ['e', 'd', 'c', 'b', 'a'], 5))).toBe(false);
    expect(hasMorePages(page(1, [], 0))).toBe(false);
    expect(hasMorePages(undefined)).toBe(false);
  });
});
