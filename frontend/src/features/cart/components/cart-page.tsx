import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cartItemCount, cartSubtotal, notices } from '@/lib/core/core';
import { useShopStore } from '@/stores/shop-store';
import { toCoreLines } from '@/lib/core/cart-lines';
import { CartTable } from './cart-table';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';
import { useFirstScreenDone } from '@/lib/first-screen';

export function CartPage() {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  const lines = useShopStore((s) => s.cartProducts);
  const loaded = useShopStore((s) => s.cartLoaded);
  const coreLines = toCoreLines(lines);
  const heading = <h1 id="cart-title">{format.text({ code: notices.cartTitle })}</h1>;
  // A signed-in shopper's page may open on the server's copy of the heading: this one takes its place.
  useFirstScreenDone(true);

  // The heading comes first, before the shopper's lines (its paint is the page's largest);
  // the count, the lines and the subtotal wait for them, so an empty cart is never shown by mistake.
  if (!loaded) {
    return (
      <section className="cart-page" aria-labelledby="cart-title" aria-busy="true">
        {heading}
        <p className="muted">{i18n._('Loading…')}</p>
      </section>
    );
  }
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      {heading}
      <p className="muted">{i18n._('Total Items ({count})', { count: number(cartItemCount(coreLines)) })}</p>
      {lines.length === 0 ? <p className="empty">{format.text({ code: notices.cartEmpty })}</p> : <CartTable lines={lines} />}
      <div className="cart-page__footer">
        <p className="cart-page__subtotal">
          {i18n._('SUBTOTAL')} <strong data-testid="cart-subtotal">{money(cartSubtotal(coreLines))}</strong>
        </p>
        <Link to={paths.products} className="button">
          {i18n._('Back to Shop')}
        </Link>
        {lines.length === 0 ? (
          <button type="button" className="button button--primary" disabled>
            {i18n._('PROCEED TO CHECKOUT')}
          </button>
        ) : (
          <Link to={paths.checkout} className="button button--primary">
            {i18n._('PROCEED TO CHECKOUT')}
          </Link>
        )}
      </div>
    </section>
  );
}
