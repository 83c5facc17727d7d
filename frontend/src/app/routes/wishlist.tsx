import '@/app/page-ports';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

export { WishlistPage };
