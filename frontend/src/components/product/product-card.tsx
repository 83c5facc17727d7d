import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Product } from '@/types/product';
import { ColourSwatches } from './colour-swatches';
import { CompareButton } from './compare-button';
import { type ImageLoad, ProductImage } from './product-image';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** How wide a card's picture is shown: the grid's and the home rows' columns inside the 1200px page. */
const CARD_SIZES = '(min-width: 1200px) 230px, (min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw';

/**
 * Prices are the server's text (the core's format), so a card renders before
 * the core's WebAssembly has arrived. `load` says how soon its picture loads:
 * cards below the fold wait (`lazy`, the default). `level` is the title's
 * heading level, one below the heading the cards sit under.
 */
export function ProductCard({ product, load = 'lazy', level = 3 }: { product: Product; load?: ImageLoad; level?: 2 | 3 }) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  // Whether a discount may be shown is the core's honest-discount rule, decided by the server.
  const hasDiscount = product.discount_shown;
  const Title = level === 2 ? 'h2' : 'h3';
  // A phone sold in variants shows its "from" price, unless the listing's
  // filters matched one variant: then that variant's price and specs.
  const from = product.variant_count > 1 && !product.matched_variant;
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={paths.productDetails(product.slug, product._id, product.matched_variant)} className="product-card__link">
        <div className="product-card__media">
          <ProductImage product={product} sizes={CARD_SIZES} load={load} fallbackSize={240} />
          {hasDiscount && <span className="product-card__badge">-{number(product.shown_discount_percent)}%</span>}
        </div>
        <div className="product-card__body">
          <p className="product-card__brand">{product.brand}</p>
          <Title className="product-card__title">{product.title}</Title>
          <p className="product-card__specs">
            {number(product.specs.ram_gb)} GB / {number(product.specs.rom_gb)} GB · {number(product.specs.battery_mah)} mAh
          </p>
          <p className="product-card__price">
            <span className="product-card__final" data-testid="product-price">
              {from
                ? i18n._('from {price}', { price: money(product.from_price, product.from_price_text) })
                : money(product.final_price, product.final_price_text)}
            </span>
            {hasDiscount && <s className="product-card__list">{money(product.reference_price, product.reference_price_text)}</s>}
          </p>
          <ColourSwatches colours={product.colours} />
          <p className="product-card__rating" aria-label={i18n._('Rated {rate} out of 5', { rate: format.tenths(product.rate) })}>
            ★ {format.tenths(product.rate)} <span>({number(product.rating_count)})</span>
          </p>
        </div>
      </Link>
      <CompareButton product={{ _id: product._id, title: product.title, variant_id: product.matched_variant }} className="product-card__compare" />
    </article>
  );
}
