import { type ComparedPhone, comparedName, compareKey } from '@/config/compare';
import { ports } from '@/stores/ports';
import { useI18n } from '@/lib/i18n';

/**
 * Puts a phone (or one variant of it) in the compare tray or takes it out (a
 * toggle button); the card's and the product page's. The tray refuses a fifth phone with a notice.
 */
export function CompareButton({ product, className = '' }: { product: ComparedPhone; className?: string }) {
  const i18n = useI18n();
  const key = compareKey(product);
  const inTray = ports.compare.useHolds(key);
  return (
    <button
      type="button"
      className={`compare-button ${className}`}
      aria-pressed={inTray}
      aria-label={i18n._('Compare {title}', { title: comparedName(product) })}
      onClick={() => ports.compare.toggle(product)}
    >
      {i18n._('Compare')}
    </button>
  );
}
