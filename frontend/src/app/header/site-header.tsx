import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cartItemCount } from '../../lib/core';
import { useShopStore } from '../../stores';
import { AccountMenu } from './account-menu';
import { SearchBox } from './search-box';

export function SiteHeader() {
  const lines = useShopStore((s) => s.cartProducts);
  const count = cartItemCount(lines.map((l) => ({ productId: l.product_id, price: l.price, quantity: l.quantity ?? 1 })));
  return (
    <header className="site-header">
      <Link to={paths.home} className="logo" aria-label="PhoneBazar home">
        Phone<span>Bazar</span>
      </Link>
      <SearchBox />
      <nav className="site-header__actions" aria-label="Account">
        <Link to={paths.products} className="site-header__link">
          All phones
        </Link>
        <Link to={paths.cart} className="cart-link" aria-label={`Cart, ${count} items`}>
          🛒<span className="cart-link__badge">{count}</span>
        </Link>
        <AccountMenu />
      </nav>
    </header>
  );
}
