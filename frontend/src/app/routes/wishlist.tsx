import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

export { WishlistPage };
