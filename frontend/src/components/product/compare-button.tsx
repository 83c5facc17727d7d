import { useShopStore } from '@/stores/shop-store';
import { useI18n } from '@/lib/i18n';

/**
 * Puts a phone in the compare tray or takes it out (a toggle button); the
 * card's and the product page's. The tray refuses a fifth phone with a notice.
 */
export function CompareButton({ product, className = '' }: { product: { _id: string; title: string }; className?: string }) {
  const i18n = useI18n();
  const inTray = useShopStore((s) => s.compareTray.some((p) => p._id === product._id));
  const toggleCompare = useShopStore((s) => s.toggleCompare);
  return (
    <button
      type="button"
      className={`compare-button ${className}`}
      aria-pressed={inTray}
      aria-label={i18n._('Compare {title}', { title: product.title })}
      onClick={() => toggleCompare({ _id: product._id, title: product.title })}
    >
      {i18n._('Compare')}
    </button>
  );
}
