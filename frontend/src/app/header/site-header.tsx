import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { toCoreLines } from '@/lib/core/cart-lines';
import { useI18n } from '@/lib/i18n';
import { useLoadedCore } from '@/lib/core/load-core';
import { useShopStore } from '@/stores/shop-store';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import { useFormat } from '@/lib/format/format';

export function SiteHeader() {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  const lines = useShopStore((s) => s.cartProducts);
  // A cart has lines only once it was fetched, which brings the core.
  const core = useLoadedCore();
  const count = core ? core.cartItemCount(toCoreLines(lines)) : 0;
  return (
    <header className="site-header">
      <Link to={paths.home} className="logo" aria-label={i18n._('PhoneBazar home')}>
        Phone<span>Bazar</span>
      </Link>
      <SearchBox />
      <nav className="site-header__actions" aria-label={i18n._('Account')}>
        <Link to={paths.products} className="site-header__link">
          {i18n._('All phones')}
        </Link>
        <Link to={paths.cart} className="cart-link" aria-label={i18n._('Cart, {count} items', { count: number(count) })}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path
              d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
            <circle cx="17" cy="19" r="1.5" fill="currentColor" />
          </svg>
          <span className="cart-link__badge">{number(count)}</span>
        </Link>
        <LanguageSwitch />
        <AccountMenu />
      </nav>
    </header>
  );
}
