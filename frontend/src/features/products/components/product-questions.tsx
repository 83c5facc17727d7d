import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { type PublicQuestion, type QuestionPage, getProductQuestions } from '../api/get-product-questions';
import { hasMorePages, shownQuestions } from '../utils/question-pages';
import { AskQuestion } from './ask-question';
import './product-questions.css';

export interface ProductQuestionsViewProps {
  /** The answered questions loaded so far; null until the first page arrives. */
  questions: PublicQuestion[] | null;
  error: string | null;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** The ask form, or a way to sign in. */
  ask: ReactNode;
}

/** The phone's answered questions, newest first, with the ask form (no fetching here). */
export function ProductQuestionsView({ questions, error, more, loadingMore, onMore, ask }: ProductQuestionsViewProps) {
  const i18n = useI18n();
  const format = useFormat();
  return (
    <section id="questions" className="questions" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{i18n._('Questions and answers')}</h2>
      {questions === null && !error && <p className="muted">{i18n._('Loading questions…')}</p>}
      {questions?.length === 0 && <p className="muted">{i18n._('No answered questions yet. Ask the first one.')}</p>}
      {questions && questions.length > 0 && (
        <ul className="questions__list">
          {questions.map((q) => (
            <li key={q._id} className="question">
              <p className="question__text">
                <span className="question__mark">{i18n._('Q:')}</span> {q.question}
              </p>
              <p className="question__answer">
                <span className="question__mark">{i18n._('A:')}</span> {q.answer}
              </p>
              <p className="question__meta muted">
                {i18n._('Asked by {name}', { name: q.asker })} · <time dateTime={q.createdAt}>{format.day(q.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {more && (
        <button type="button" className="button" onClick={onMore} disabled={loadingMore} aria-busy={loadingMore}>
          {i18n._('Show more questions')}
        </button>
      )}
      {ask}
    </section>
  );
}

/** The "Questions and answers" section of a phone's page: five answered questions a page, "more" loading the next. */
export function ProductQuestions({ productId }: { productId: string }) {
  const i18n = useI18n();
  const load = useMemo(() => (signal: AbortSignal) => getProductQuestions(productId, 1, signal), [productId]);
  const first = useResource(load, i18n._('Could not load the questions'), { keepWhileLoading: false });
  const [later, setLater] = useState<QuestionPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const pages = first.data ? [first.data, ...later] : [];
  const last = pages[pages.length - 1];
  const { hash } = useLocation();
  const arrived = first.data !== null;

  // The answer's e-mail and notice link here; the section exists once the first page arrives.
  useEffect(() => {
    if (hash === '#questions' && arrived) document.getElementById('questions')?.scrollIntoView();
  }, [hash, arrived]);

  const showMore = () => {
    if (!last) return;
    setLoadingMore(true);
    setMoreError(null);
    getProductQuestions(productId, last.page + 1)
      .then((page) => setLater((loaded) => [...loaded, page]))
      .catch((reason: unknown) => setMoreError(messageOf(reason, i18n._('Could not load more questions'))))
      .finally(() => setLoadingMore(false));
  };

  return (
    <ProductQuestionsView
      questions={first.data ? shownQuestions(pages) : null}
      error={first.error ?? moreError}
      more={hasMorePages(last)}
      loadingMore={loadingMore}
      onMore={showMore}
      ask={<AskQuestion productId={productId} />}
    />
  );
}
