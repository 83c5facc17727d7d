import { useI18n } from '@/lib/i18n';

/** Placeholder cards the size of real ones while a page loads. */
export function ListingSkeleton({ count = 10 }: { count?: number }) {
  const i18n = useI18n();
  return (
    <div className="product-grid" aria-busy="true" aria-label={i18n._('Loading phones')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card product-card--skeleton" />
      ))}
    </div>
  );
}
