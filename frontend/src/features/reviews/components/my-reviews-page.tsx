import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { StarRating } from '@/components/ui/star-rating';
import { editReview } from '../api/edit-review';
import { getMyReviews } from '../api/get-my-reviews';
import type { MyReview } from '../types';
import { ReviewForm } from './review-form';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** The customer's reviews, each editable in place. */
export function MyReviewsPage() {
  const i18n = useI18n();
  const format = useFormat();
  const { data: reviews, error: failure, setData: setReviews } = useResource(getMyReviews, i18n._('Could not load your reviews'));
  const [editing, setEditing] = useState<string | null>(null);

  const save = (review: MyReview) => async (fields: Pick<MyReview, 'rating' | 'title' | 'text'>) => {
    const saved = await editReview(review._id, fields);
    setReviews((list) => list.map((r) => (r._id === saved._id ? saved : r)));
    setEditing(null);
  };

  return (
    <section aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title">{i18n._('My Reviews')}</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {reviews === null && !failure && <p className="muted">{i18n._('Loading…')}</p>}
      {reviews?.length === 0 && (
        <p className="empty">
          No reviews yet. Once an order is delivered you can review it from <Link to={paths.myOrders}>{i18n._('My Orders')}</Link>.
        </p>
      )}
      <ul className="my-reviews">
        {reviews?.map((review) => (
          <li key={review._id} className="my-reviews__item">
            <img src={review.product_cover} alt={review.product_title} width={72} height={72} />
            <div>
              <h2>
                <Link to={paths.productDetails(review.product_slug, review.product_id)}>{review.product_title}</Link>
              </h2>
              {editing === review._id ? (
                <ReviewForm
                  label={i18n._('Edit review of {product_title}', { product_title: review.product_title })}
                  initial={{ rating: review.rating, title: review.title, text: review.text }}
                  onSave={save(review)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <StarRating rating={review.rating} />
                  <p className="my-reviews__title">{review.title}</p>
                  {review.text && <p>{review.text}</p>}
                  <p className="muted">
                    {format.day(review.createdAt)}
                    {review.updatedAt !== review.createdAt && ` · edited ${format.day(review.updatedAt)}`}
                  </p>
                  <button type="button" className="button" onClick={() => setEditing(review._id)}>
                    {i18n._('Edit review')}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
