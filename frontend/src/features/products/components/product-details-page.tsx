import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { type Resource, useResource } from '@/lib/hooks/use-resource';
import { useFirstScreenDone } from '@/lib/first-screen';
import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { getProduct, getProductOn } from '../api/get-product';
import { getProductReviews } from '../api/get-product-reviews';
import type { PhoneVariant, Review } from '@/types/product';
import { canonicalProductAddress, productIdFrom } from '../utils/product-address';
import { NotifyMe } from './notify-me';
import { EmiSection } from './emi-section';
import { PriceHistorySection } from './price-history';
import { ProductQuestions } from './product-questions';
import { ProductDetailsView } from './product-details-view';
import { VariantPicker } from './variant-picker';
import type { ReviewsState } from './product-reviews';
import '../products.css';
import { useI18n } from '@/lib/i18n';

// Product B's address must never show product A, nor A's reviews.
const DETAILS = { keepWhileLoading: false };

const reviewsStateOf = ({ data, error }: Resource<Review[]>): ReviewsState =>
  error !== null ? { status: 'error', message: error } : data ? { status: 'ready', reviews: data } : { status: 'loading' };

/** `/product/{slug}/{id}` (any segments before the id): one product with its reviews. */
export function ProductDetailsPage() {
  const i18n = useI18n();
  const productId = productIdFrom(useParams()['*'] ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const loadProduct = useMemo(() => (productId ? (signal: AbortSignal) => getProduct(productId, signal) : null), [productId]);
  const loadReviews = useMemo(() => (productId ? (signal: AbortSignal) => getProductReviews(productId, signal) : null), [productId]);
  const product = useResource(loadProduct, i18n._('Could not load the phone'), DETAILS);
  const reviews = useResource(loadReviews, i18n._('Could not load reviews'), DETAILS);
  const [pending, setPending] = useState<'cart' | 'wishlist' | null>(null);
  const signedOut = useShopStore((s) => s.session.loaded && !s.session.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const askedVariant = searchParams.get('variant');
  const [switched, setSwitched] = useState('');

  const loaded = product.data;
  useFirstScreenDone(Boolean(loaded) || product.error !== null || !productId);
  // The variant the address names, else the one the server showed the phone on.
  const named = loaded?.variants.find((v) => v._id === askedVariant);
  const selected = named ?? loaded?.variants.find((v) => v._id === loaded.variant_id);
  // The phone as the server shows it on the selected variant: the loaded answer
  // when it is that one, else asked for (the last one stays while it loads).
  const selectedId = selected?._id;
  const loadShown = useMemo(
    () => (productId && loaded && selectedId && selectedId !== loaded.variant_id ? (signal: AbortSignal) => getProductOn(productId, selectedId, signal) : null),
    [productId, loaded, selectedId],
  );
  const onVariant = useResource(loadShown, i18n._('Could not load the phone'));
  const fetched = onVariant.data?._id === loaded?._id ? onVariant.data : null;
  const shown = selectedId === loaded?.variant_id ? loaded : (fetched ?? loaded);
  const hasVariants = Boolean(loaded && loaded.options.length > 0);
  // A line holds the variant of a phone with variants, else the product itself.
  const cartKey = hasVariants && selected ? selected._id : productId;
  const cart = ports.cart;
  const wishlist = ports.wishlist;
  const inCart = cart.useHolds(cartKey);
  const inWishlist = wishlist.useHolds(productId);
  const toggleCart = cart.toggle;
  const toggleWishlist = wishlist.toggle;

  // An old title or an encoded one (`8%2F128GB`) opens the page; the address bar then shows the product's own.
  useEffect(() => {
    const canonical = loaded && canonicalProductAddress(loaded, location);
    if (canonical) void navigate(canonical, { replace: true });
  }, [loaded, location, navigate]);

  if (!productId || product.missing) {
    return (
      <section className="not-found">
        <title>{i18n._('Phone not found · PhoneBazar')}</title>
        <h1>{i18n._('Phone not found')}</h1>
        <p className="muted">{i18n._('This phone is not in our shop any more, or the link is wrong.')}</p>
        <p>
          <Link to={paths.products} className="product-button">
            {i18n._('Browse all phones')}
          </Link>
        </p>
      </section>
    );
  }
  if (product.error !== null) {
    return (
      <p role="alert" className="alert">
        {product.error}
      </p>
    );
  }
  if (!loaded || !selected) {
    return <div className="product-details product-details--skeleton" aria-busy="true" aria-label={i18n._('Loading phone')} />;
  }

  // Each variant has its own address; choosing one is a step back can undo.
  const choose = (variant: PhoneVariant, changed: string[]) => {
    setSwitched(changed.length > 0 ? i18n._('{variant}: changed to {values} to match', { variant: variant.label, values: changed.join(', ') }) : '');
    setSearchParams({ variant: variant._id });
  };

  const run = (which: 'cart' | 'wishlist') => {
    setPending(which);
    const ref = { _id: loaded._id, title: loaded.title, variant_id: hasVariants ? selected._id : null };
    void (which === 'cart' ? toggleCart(ref) : toggleWishlist(ref)).finally(() => setPending(null));
  };

  return (
    <>
      <title>{`${loaded.title} · PhoneBazar`}</title>
      {onVariant.error !== null && (
        <p className="alert" role="alert">
          {onVariant.error}
        </p>
      )}
      {askedVariant && !named && (
        <p className="alert" role="status">
          {i18n._('That variant is not sold; here is {variant}.', { variant: selected.label || loaded.title })}
        </p>
      )}
      <ProductDetailsView
        product={shown ?? loaded}
        picker={
          hasVariants ? (
            <>
              <VariantPicker phone={loaded} selected={selected} onSelect={choose} />
              <p className="variant-picker__switched" role="status" aria-live="polite">
                {switched}
              </p>
            </>
          ) : null
        }
        inCart={inCart}
        inWishlist={inWishlist}
        pending={pending}
        reviews={reviewsStateOf(reviews)}
        onToggleCart={() => run('cart')}
        onToggleWishlist={() => run('wishlist')}
        stockAlert={<NotifyMe productId={loaded._id} variantId={hasVariants ? selected._id : null} />}
        priceHistory={<PriceHistorySection productId={loaded._id} version={loaded.version} variantId={hasVariants ? selected._id : null} />}
        emi={<EmiSection productId={loaded._id} variantId={selected._id} version={loaded.version} />}
        questions={<ProductQuestions key={loaded._id} productId={loaded._id} />}
        compared={{ _id: loaded._id, title: loaded.title, variant_id: hasVariants ? selected._id : null, label: hasVariants ? selected.label : '' }}
        guestLink={signedOut ? paths.guestCheckout(loaded._id, hasVariants ? selected._id : null) : null}
      />
    </>
  );
}

export default ProductDetailsPage;
