import { useI18n } from '@/lib/i18n';

/** Five stars, `rating` of them filled, read out as "Rated n out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const i18n = useI18n();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={i18n._('Rated {rate} out of 5', { rate: rating })}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span className="stars__empty" aria-hidden="true">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
