import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useShopStore } from '../../../stores/shop-store';
import { getProduct } from '../api/get-product';
import { getProductReviews } from '../api/get-product-reviews';
import type { Product } from '../../../types/product';
import { canonicalProductAddress, productIdFrom } from '../utils/product-address';
import { ProductDetailsView } from './product-details-view';
import type { ReviewsState } from './product-reviews';
import '../products.css';
import { messageOf } from '../../../lib/error-message';

type ProductState =
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; product: Product }
  | { status: 'missing'; id: string }
  | { status: 'error'; id: string; message: string };


/** `/product/{slug}/{id}` (any segments before the id): one product with its reviews. */
export function ProductDetailsPage() {
  const productId = productIdFrom(useParams()['*'] ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<ProductState>({ status: 'loading', id: productId });
  const [reviews, setReviews] = useState<ReviewsState>({ status: 'loading' });
  const [pending, setPending] = useState<'cart' | 'wishlist' | null>(null);

  const inCart = useShopStore((s) => s.cartProducts.some((line) => line.product_id === productId));
  const inWishlist = useShopStore((s) => s.wishlist.some((line) => line.product_id === productId));
  const toggleCart = useShopStore((s) => s.toggleCart);
  const toggleWishlist = useShopStore((s) => s.toggleWishlist);

  useEffect(() => {
    if (!productId) {
      setState({ status: 'missing', id: productId });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', id: productId });
    setReviews({ status: 'loading' });
    getProduct(productId, controller.signal).then(
      (product) => setState({ status: 'ready', id: productId, product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing', id: productId });
        else setState({ status: 'error', id: productId, message: messageOf(error, 'Could not load the phone') });
      },
    );
    getProductReviews(productId, controller.signal).then(
      (list) => setReviews({ status: 'ready', reviews: list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setReviews({ status: 'error', message: messageOf(error, 'Could not load reviews') });
      },
    );
    return () => controller.abort();
  }, [productId]);

  const current = state.id === productId ? state : { status: 'loading' as const };
  const loaded = current.status === 'ready' ? current.product : null;

  // An old title or an encoded one (`8%2F128GB`) opens the page; the address bar then shows the product's own.
  useEffect(() => {
    const canonical = loaded && canonicalProductAddress(loaded, location);
    if (canonical) navigate(canonical, { replace: true });
  }, [loaded, location, navigate]);

  if (current.status === 'missing') {
    return (
      <section className="not-found">
        <title>Phone not found · PhoneBazar</title>
        <h1>Phone not found</h1>
        <p className="muted">This phone is not in our shop any more, or the link is wrong.</p>
        <p>
          <Link to={paths.products} className="product-button">
            Browse all phones
          </Link>
        </p>
      </section>
    );
  }
  if (current.status === 'error') {
    return (
      <p role="alert" className="alert">
        {current.message}
      </p>
    );
  }
  if (current.status === 'loading') {
    return <div className="product-details product-details--skeleton" aria-busy="true" aria-label="Loading phone" />;
  }

  const { product } = current;
  const run = (which: 'cart' | 'wishlist') => {
    setPending(which);
    const ref = { _id: product._id, title: product.title };
    void (which === 'cart' ? toggleCart(ref) : toggleWishlist(ref)).finally(() => setPending(null));
  };

  return (
    <>
      <title>{`${product.title} · PhoneBazar`}</title>
      <ProductDetailsView
        product={product}
        inCart={inCart}
        inWishlist={inWishlist}
        pending={pending}
        reviews={reviews}
        onToggleCart={() => run('cart')}
        onToggleWishlist={() => run('wishlist')}
      />
    </>
  );
}

export default ProductDetailsPage;
