import type { Product } from '@/types/product';
import { useI18n } from '@/lib/i18n';

/** The colours a phone comes in, as dots: one picture to screen readers, named by their colours. */
export function ColourSwatches({ colours }: { colours: Product['colours'] }) {
  const i18n = useI18n();
  if (colours.length === 0) return null;
  const names = colours.map((colour) => colour.name).join(', ');
  return (
    <p className="product-card__colours" role="img" aria-label={i18n._('Colours: {names}', { names })}>
      {colours.map((colour) => (
        <i key={colour.name} title={colour.name} style={{ background: colour.swatch ?? undefined }} />
      ))}
    </p>
  );
}
