import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cartItemCount, cartSubtotal, formatMoney, notices } from '../../../lib/core';
import { useShopStore } from '../../../stores/shop-store';
import { toCoreLines } from '../../../lib/cart-lines';
import { CartTable } from './cart-table';


export function CartPage() {
  const lines = useShopStore((s) => s.cartProducts);
  const coreLines = toCoreLines(lines);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{notices.cartTitle}</h1>
      <p className="muted">Total Items ({cartItemCount(coreLines)})</p>
      {lines.length === 0 ? (
        <p className="empty">{notices.cartEmpty}</p>
      ) : (
        <CartTable lines={lines} />
      )}
      <div className="cart-page__footer">
        <p className="cart-page__subtotal">
          SUBTOTAL <strong data-testid="cart-subtotal">{formatMoney(cartSubtotal(coreLines))}</strong>
        </p>
        <Link to={paths.products} className="button">
          Back to Shop
        </Link>
        {lines.length === 0 ? (
          <button type="button" className="button button--primary" disabled>
            PROCEED TO CHECKOUT
          </button>
        ) : (
          <Link to={paths.checkout} className="button button--primary">
            PROCEED TO CHECKOUT
          </Link>
        )}
      </div>
    </section>
  );
}
