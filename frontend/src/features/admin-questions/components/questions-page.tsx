import { useCallback } from 'react';
import { useI18n } from '@/lib/i18n';
import { useResource } from '@/lib/hooks/use-resource';
import { useShopStore } from '@/stores/shop-store';
import { type AdminQuestion, type QuestionStatus, listQuestions } from '../api/questions';
import { usePageParams } from '@/components/admin/use-page-params';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { QuestionCard } from './question-card';
import { ServerPager } from '@/components/admin/server-pager';

const STATUSES: QuestionStatus[] = ['unanswered', 'answered', 'hidden'];

/** `questions`: shoppers' questions on phone pages, by list (unanswered first), to answer, hide or show again. */
export function QuestionsPage() {
  const i18n = useI18n();
  const showNotice = useShopStore((s) => s.showNotice);
  const { filter, page, go } = usePageParams('status');
  const status = STATUSES.find((s) => s === filter) ?? 'unanswered';
  const load = useCallback((signal: AbortSignal) => listQuestions({ status, page }, signal), [status, page]);
  const listing = useResource(load, i18n._('Could not load the questions'));
  const names: Record<QuestionStatus, string> = {
    unanswered: i18n._('Unanswered'),
    answered: i18n._('Answered'),
    hidden: i18n._('Hidden'),
  };

  // A saved change can move the question to another list: the page is read again.
  const changed = (question: AdminQuestion, change: 'answered' | 'hidden' | 'shown') => {
    const said = {
      answered: i18n._('Answer to {name} saved', { name: question.asker }),
      hidden: i18n._('The question of {name} is hidden', { name: question.asker }),
      shown: i18n._('The question of {name} shows again', { name: question.asker }),
    };
    showNotice(said[change], true, 4000);
    listing.reload();
  };

  return (
    <AdminPage
      title={i18n._('Questions')}
      actions={
        <button type="button" className="button" onClick={listing.reload} disabled={listing.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <p className="muted">{i18n._('Phone pages show answered questions that are not hidden. The asker is told of the first answer.')}</p>
      <div className="admin-toolbar">
        <label className="admin-inline-field">
          {i18n._('List')}
          <select value={status} onChange={(e) => go({ filter: e.target.value })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {names[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadStatus resource={listing} />
      {listing.data && !listing.error && (
        <>
          {listing.data.questions.length === 0 ? (
            <p className="empty">{i18n._('No questions in this list')}</p>
          ) : (
            <ul className="admin-questions" aria-label={names[status]}>
              {listing.data.questions.map((question) => (
                <QuestionCard key={`${question._id}-${question.answer ?? ''}-${question.hidden}`} question={question} onChanged={changed} />
              ))}
            </ul>
          )}
          <ServerPager page={page} perPage={listing.data.perPage} total={listing.data.total} noun={i18n._('questions')} onPage={(next) => go({ page: next })} />
        </>
      )}
    </AdminPage>
  );
}
