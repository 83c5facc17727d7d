import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FieldError, validateReview } from '../../../lib/core';
import type { ReviewFields } from '../types';
import { messageFor } from '../../../lib/field-errors';
import { messageOf } from '../../../lib/error-message';

interface ReviewFormProps {
  label: string;
  initial?: ReviewFields;
  /** Saves the review; a rejection's message is shown under the form. */
  onSave: (fields: ReviewFields) => Promise<void>;
  onCancel?: () => void;
}

const STARS = [1, 2, 3, 4, 5];
const blank: ReviewFields = { rating: 0, title: '', text: '' };

/** Stars, a title and an optional text, checked by the core before they are sent. */
export function ReviewForm({ label, initial = blank, onSave, onCancel }: ReviewFormProps) {
  const id = useId();
  const [values, setValues] = useState<ReviewFields>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => messageFor(errors, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(values);
    setErrors(found);
    setFailure(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await onSave(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      if (fields.length > 0) setErrors(fields);
      setFailure(messageOf(error, 'Could not save the review'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" aria-label={label} onSubmit={submit} noValidate>
      <fieldset className="review-form__stars">
        <legend>Rating</legend>
        {STARS.map((star) => (
          <label key={star} className={star <= values.rating ? 'is-on' : undefined}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={star}
              checked={values.rating === star}
              onChange={() => setValues({ ...values, rating: star })}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} star{star > 1 ? 's' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      {errorOf('rating') && <p className="field-error">{errorOf('rating')}</p>}
      <label>
        Review title
        <input value={values.title} onChange={(e) => setValues({ ...values, title: e.target.value })} aria-invalid={errorOf('title') ? true : undefined} />
      </label>
      {errorOf('title') && <p className="field-error">{errorOf('title')}</p>}
      <label>
        Your experience (optional)
        <textarea rows={4} value={values.text} onChange={(e) => setValues({ ...values, text: e.target.value })} aria-invalid={errorOf('text') ? true : undefined} />
      </label>
      {errorOf('text') && <p className="field-error">{errorOf('text')}</p>}
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      <div className="review-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save review
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
