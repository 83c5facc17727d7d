import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';
import { addToCart } from '@/features/cart/api/add-to-cart';
import { ApiError } from '@/lib/http/api-client';
import { useShopStore } from '@/stores/shop-store';

/**
 * `/order/guest?product=&variant=`: buying without an account. The phone
 * form (name first) signs the number in, making its account quietly; the
 * phone goes into that account's cart and the shopper continues to the
 * checkout (address, cash on delivery or bKash) as any signed-in shopper.
 */
export function GuestCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = params.get('product');

  const toCheckout = async () => {
    if (product) {
      try {
        await addToCart(product, 1, params.get('variant'));
      } catch (error) {
        // A number that shopped here before may have the phone in its cart already.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
      await useShopStore.getState().fetchCart();
    }
    void navigate(product ? paths.checkout : paths.home, { replace: true });
  };

  return <PhoneSignInForm guest onSignedIn={toCheckout} />;
}
