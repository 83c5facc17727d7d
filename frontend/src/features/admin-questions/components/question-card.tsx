import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { type AdminQuestion, answerQuestion, setQuestionHidden } from '../api/questions';
import { FormField } from '@/components/admin/form-field';

interface QuestionCardProps {
  question: AdminQuestion;
  /** The server saved a change to the question. */
  onChanged: (question: AdminQuestion, change: 'answered' | 'hidden' | 'shown') => void;
}

/** One shopper's question: the phone, the asker, the answer form and Hide/Show. A hidden question is shown again before it is answered. */
export function QuestionCard({ question, onChanged }: QuestionCardProps) {
  const i18n = useI18n();
  const format = useFormat();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [busy, setBusy] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAnswerError(null);
    setError(null);
    answerQuestion(question._id, answer)
      .then((saved) => onChanged(saved, 'answered'))
      .catch((reason: unknown) => setAnswerError(messageOf(reason, i18n._('Could not save the answer'))))
      .finally(() => setBusy(false));
  };

  const toggle = () => {
    setBusy(true);
    setError(null);
    setQuestionHidden(question._id, !question.hidden)
      .then((saved) => onChanged(saved, saved.hidden ? 'hidden' : 'shown'))
      .catch((reason: unknown) => setError(messageOf(reason, i18n._('Could not change whether the question shows'))))
      .finally(() => setBusy(false));
  };

  const visibility = (
    <button type="button" className="button" onClick={toggle} disabled={busy}>
      {question.hidden ? i18n._('Show') : i18n._('Hide')}
    </button>
  );

  return (
    <li className="admin-card admin-question">
      <p className="admin-question__phone">
        <Link to={paths.productDetails(question.product_slug, question.product_id)}>{question.product_title}</Link>
        {question.hidden && <span className="admin-question__hidden">{i18n._('Hidden')}</span>}
      </p>
      <p className="admin-question__text">{question.question}</p>
      <p className="muted">
        {i18n._('Asked by {name}', { name: question.asker })} · <time dateTime={question.createdAt}>{format.moment(question.createdAt)}</time>
      </p>
      {question.hidden ? (
        <>
          {question.answer && <p className="admin-question__answer">{question.answer}</p>}
          <div className="admin-form__actions">{visibility}</div>
        </>
      ) : (
        <form className="admin-question__form" aria-label={i18n._('Answer to {name}', { name: question.asker })} onSubmit={save} noValidate>
          <FormField label={i18n._('Your answer')} error={answerError}>
            {(control) => <textarea {...control} rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} />}
          </FormField>
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {question.answer ? i18n._('Save answer') : i18n._('Send answer')}
            </button>
            {visibility}
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </li>
  );
}
