// The ports only lazily loaded pages ask (the phone page's cart and wishlist buttons, the cart's
// wishlist column, the checkout's cart refresh, the admin's brands). The route modules of those
// pages import this module, so the ports travel with them and not in the home page's first view.
import { cartPort } from '@/features/cart/cart-port';
import { catalogPort } from '@/features/products/catalog-port';
import { wishlistPort } from '@/features/wishlist/wishlist-port';
import { bindPorts } from '@/stores/ports';

bindPorts({ cart: cartPort, wishlist: wishlistPort, catalog: catalogPort });
