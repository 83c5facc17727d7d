import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CompareButton } from '@/components/product/compare-button';
import type { ComparedPhone } from '@/config/compare';
import { ProductImage } from '@/components/product/product-image';
import type { Product } from '@/types/product';
import { stockState } from '../utils/stock-label';
import { ProductReviews, type ReviewsState } from './product-reviews';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

export interface ProductDetailsViewProps {
  product: Product;
  inCart: boolean;
  inWishlist: boolean;
  /** Which toggle is waiting for the server, to keep it from being pressed twice. */
  pending?: 'cart' | 'wishlist' | null;
  reviews: ReviewsState;
  onToggleCart: () => void;
  onToggleWishlist: () => void;
  /** A phone's storage, colour and edition choices. */
  picker?: ReactNode;
  /** What an out-of-stock phone offers instead of buying ("Notify me"). */
  stockAlert?: ReactNode;
  /** The phone's lowest price of the last 30 days and its price chart. */
  priceHistory?: ReactNode;
  /** What card EMI costs a month for the variant shown. */
  emi?: ReactNode;
  /** Shoppers' questions the shop answered, and the ask form. */
  questions?: ReactNode;
  /** What the Compare button puts in the tray: the variant shown; the product by default. */
  compared?: ComparedPhone;
  /** Where a signed-out shopper buys this phone without an account; none when signed in. */
  guestLink?: string | null;
}

/** The picture is one column of the page, at most 480px wide. */
const DETAILS_SIZES = '(min-width: 992px) 480px, (min-width: 768px) 50vw, (min-width: 480px) 480px, 100vw';

/** One product's page, without any fetching (the page component supplies the data). */
export function ProductDetailsView({
  product,
  inCart,
  inWishlist,
  pending = null,
  reviews,
  onToggleCart,
  onToggleWishlist,
  picker = null,
  stockAlert = null,
  priceHistory = null,
  emi = null,
  questions = null,
  compared,
  guestLink = null,
}: ProductDetailsViewProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  // Whether a discount may be shown is the core's honest-discount rule, decided by the server.
  const hasDiscount = product.discount_shown;
  const stock = stockState(product.stock);
  const { specs } = product;
  const specRows: [string, string][] = [
    [i18n._('RAM'), `${number(specs.ram_gb)} GB`],
    [i18n._('Storage'), `${number(specs.rom_gb)} GB`],
    // English keeps its thousands comma (5,000 mAh); Bangla groups by lakh in Bengali digits.
    [i18n._('Battery'), `${format.grouped(specs.battery_mah)} mAh`],
    [i18n._('Display'), i18n._('{size} inches', { size: format.tenths(specs.display_inch) })],
    [i18n._('Main camera'), `${number(specs.camera_mp)} MP`],
    [i18n._('Selfie camera'), specs.selfie_camera_mp == null ? i18n._('Not known') : `${number(specs.selfie_camera_mp)} MP`],
    [i18n._('Network'), specs.network],
    [i18n._('Processor'), specs.processor],
  ];

  return (
    <article className="product-details">
      <div className="product-details__media">
        <ProductImage product={product} sizes={DETAILS_SIZES} load="high" fallbackSize={480} />
        {hasDiscount && <span className="product-card__badge">-{number(product.shown_discount_percent)}%</span>}
      </div>
      <div className="product-details__summary">
        <p className="product-details__brand">{product.brand}</p>
        <h1 className="product-details__title">{product.title}</h1>
        {product.created_by && (
          <Link className="product-details__seller" to={paths.productsBySlug(product.created_by)}>
            {i18n._('More phones from this seller')}
          </Link>
        )}
        <p className="product-details__rating">
          <span aria-hidden="true">★</span> {format.tenths(product.rate)}
          <span className="muted">
            {' '}
            ({product.rating_count === 1 ? i18n._('1 rating') : i18n._('{count} ratings', { count: number(product.rating_count) })})
          </span>
        </p>
        <p className="product-details__price">
          <span className="product-details__final" data-testid="product-price">
            {money(product.final_price, product.final_price_text)}
          </span>
          {hasDiscount && (
            <>
              <s className="product-details__list" aria-label={i18n._('Was {price}', { price: money(product.reference_price, product.reference_price_text) })}>
                {money(product.reference_price, product.reference_price_text)}
              </s>
              <span className="product-details__discount">-{number(product.shown_discount_percent)}%</span>
            </>
          )}
        </p>
        {picker}
        <p className={`stock stock--${stock.tone}`}>{stock.label}</p>
        {stock.tone === 'out' && stockAlert}
        <div className="product-details__actions">
          <button type="button" className="product-button" onClick={onToggleCart} disabled={pending === 'cart'} aria-busy={pending === 'cart'}>
            {inCart ? i18n._('Remove from Cart') : i18n._('Add to Cart')}
          </button>
          <button
            type="button"
            className="product-button product-button--ghost"
            onClick={onToggleWishlist}
            disabled={pending === 'wishlist'}
            aria-busy={pending === 'wishlist'}
          >
            {inWishlist ? i18n._('Remove from Wishlist') : i18n._('Add to Wishlist')}
          </button>
          <CompareButton product={compared ?? { _id: product._id, title: product.title }} className="product-details__compare" />
        </div>
        {guestLink && stock.tone !== 'out' && (
          <p className="product-details__guest">
            <Link to={guestLink}>{i18n._('Buy now without an account: just your name and mobile number')}</Link>
          </p>
        )}
        {emi}
        {priceHistory}
      </div>
      <section className="product-details__specs" aria-labelledby="specs-heading">
        <h2 id="specs-heading">{i18n._('Specifications')}</h2>
        <table className="spec-table">
          <tbody>
            {specRows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="product-details__description" aria-labelledby="description-heading">
        <h2 id="description-heading">{i18n._('Description')}</h2>
        <p>{product.description}</p>
      </section>
      <ProductReviews state={reviews} />
      {questions}
    </article>
  );
}
