import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { type Resource, useResource } from '@/lib/hooks/use-resource';
import { useShopStore } from '@/stores/shop-store';
import { getProduct } from '../api/get-product';
import { getProductReviews } from '../api/get-product-reviews';
import type { Review } from '@/types/product';
import { canonicalProductAddress, productIdFrom } from '../utils/product-address';
import { NotifyMe } from './notify-me';
import { PriceHistorySection } from './price-history';
import { ProductDetailsView } from './product-details-view';
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

  const inCart = useShopStore((s) => s.cartProducts.some((line) => line.product_id === productId));
  const inWishlist = useShopStore((s) => s.wishlist.some((line) => line.product_id === productId));
  const toggleCart = useShopStore((s) => s.toggleCart);
  const toggleWishlist = useShopStore((s) => s.toggleWishlist);

  const loaded = product.data;

  // An old title or an encoded one (`8%2F128GB`) opens the page; the address bar then shows the product's own.
  useEffect(() => {
    const canonical = loaded && canonicalProductAddress(loaded, location);
    if (canonical) navigate(canonical, { replace: true });
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
  if (!loaded) {
    return <div className="product-details product-details--skeleton" aria-busy="true" aria-label={i18n._('Loading phone')} />;
  }

  const run = (which: 'cart' | 'wishlist') => {
    setPending(which);
    const ref = { _id: loaded._id, title: loaded.title };
    void (which === 'cart' ? toggleCart(ref) : toggleWishlist(ref)).finally(() => setPending(null));
  };

  return (
    <>
      <title>{`${loaded.title} · PhoneBazar`}</title>
      <ProductDetailsView
        product={loaded}
        inCart={inCart}
        inWishlist={inWishlist}
        pending={pending}
        reviews={reviewsStateOf(reviews)}
        onToggleCart={() => run('cart')}
        onToggleWishlist={() => run('wishlist')}
        stockAlert={<NotifyMe productId={loaded._id} />}
        priceHistory={<PriceHistorySection productId={loaded._id} version={loaded.version} />}
      />
    </>
  );
}

export default ProductDetailsPage;
