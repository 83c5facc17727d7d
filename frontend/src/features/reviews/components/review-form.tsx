import { useId, useState } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { validateReview } from '@/lib/core/core';
import { useCheckedForm } from '@/lib/hooks/use-checked-form';
import type { ReviewFields } from '../types';
import { useI18n } from '@/lib/i18n';

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
  const i18n = useI18n();
  const id = useId();
  const [values, setValues] = useState<ReviewFields>(initial);
  const { failure, busy, submit, errorOf } = useCheckedForm({
    check: validateReview,
    save: onSave,
    failureText: i18n._('Could not save the review'),
  });

  return (
    <form className="review-form" aria-label={label} onSubmit={submit(values)} noValidate>
      <fieldset className="review-form__stars">
        <legend>{i18n._('Rating')}</legend>
        {STARS.map((star) => (
          <label key={star} className={star <= values.rating ? 'is-on' : undefined}>
            <input type="radio" name={`${id}-rating`} value={star} checked={values.rating === star} onChange={() => setValues({ ...values, rating: star })} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} star{star > 1 ? 's' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      {errorOf('rating') && <p className="field-error">{errorOf('rating')}</p>}
      <TextField label={i18n._('Review title')} value={values.title} onChange={(title) => setValues({ ...values, title })} error={errorOf('title')} />
      <TextField
        label={i18n._('Your experience (optional)')}
        rows={4}
        value={values.text}
        onChange={(text) => setValues({ ...values, text })}
        error={errorOf('text')}
      />
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      <FormActions className="review-form__actions" save="Save review" busy={busy} onCancel={onCancel} />
    </form>
  );
}
