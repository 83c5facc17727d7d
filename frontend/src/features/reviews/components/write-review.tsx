import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { addReview } from '../api/add-review';
import { ReviewForm } from './review-form';
import { useI18n } from '@/lib/i18n';

/** Offered under a delivered order: review the product received. */
export function WriteReview({ productId, productTitle }: { productId: string; productTitle: string }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (saved)
    return (
      <p className="notice-inline" role="status">
        {i18n._('Thank you, your review is published.')} <Link to={paths.myReviews}>{i18n._('See my reviews')}</Link>
      </p>
    );
  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {i18n._('Write a review')}
      </button>
    );
  return (
    <ReviewForm
      label={i18n._('Review of {productTitle}', { productTitle })}
      onSave={async (fields) => {
        await addReview(productId, fields);
        setSaved(true);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
