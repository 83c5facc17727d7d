import '@/app/page-ports';
import { CartPage } from '@/features/cart/components/cart-page';

export { CartPage };
