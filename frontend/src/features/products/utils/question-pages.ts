import type { PublicQuestion, QuestionPage } from '../api/get-product-questions';

/**
 * The questions of the pages loaded so far, in order, each once: a question
 * answered while the shopper reads moves the later pages down by one, so the
 * next page can repeat the last one shown.
 */
export function shownQuestions(pages: readonly QuestionPage[]): PublicQuestion[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.questions.filter((question) => {
      if (seen.has(question._id)) return false;
      seen.add(question._id);
      return true;
    }),
  );
}

/** Whether the server holds answered questions past the last page loaded. */
export function hasMorePages(last: QuestionPage | undefined): boolean {
  return last !== undefined && last.page * last.perPage < last.total;
}
