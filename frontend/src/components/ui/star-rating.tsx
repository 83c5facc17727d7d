/** Five stars, `rating` of them filled, read out as "Rated n out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span className="stars__empty" aria-hidden="true">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
