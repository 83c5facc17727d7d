/** Placeholder cards the size of real ones while a page loads. */
export function ListingSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true" aria-label="Loading phones">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card product-card--skeleton" />
      ))}
    </div>
  );
}
