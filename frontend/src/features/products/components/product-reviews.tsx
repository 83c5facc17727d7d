import type { Review } from '@/types/product';
import { StarRating } from '@/components/ui/star-rating';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

export type ReviewsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; reviews: Review[] };

/** The customers' reviews of one product. */
export function ProductReviews({ state }: { state: ReviewsState }) {
  const i18n = useI18n();
  const format = useFormat();
  return (
    <section className="product-reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{i18n._('Reviews')}</h2>
      {state.status === 'loading' && <p className="muted">{i18n._('Loading reviews…')}</p>}
      {state.status === 'error' && (
        <p role="alert" className="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.reviews.length === 0 ? (
          <p className="muted">{i18n._('No reviews yet')}</p>
        ) : (
          <ul className="product-reviews__list">
            {state.reviews.map((review) => (
              <li key={review._id} className="review">
                <p className="review__head">
                  <StarRating rating={review.rating} />
                  <strong className="review__title">{review.title}</strong>
                </p>
                <p className="review__text">{review.text}</p>
                <p className="review__meta muted">
                  {review.customer_name}
                  {review.createdAt && (
                    <>
                      {' · '}
                      <time dateTime={review.createdAt}>{format.day(review.createdAt)}</time>
                    </>
                  )}
                  {review.variant_label && (
                    <>
                      {' · '}
                      {i18n._('Bought {variant}', { variant: review.variant_label })}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
