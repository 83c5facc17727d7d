import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '../../../config/paths';
import { cartItemCount, cartSubtotal, formatMoney, notices } from '../../../lib/core';
import { useShopStore } from '../../../stores';
import type { Line } from '../types';

const asCoreLines = (lines: Line[]) =>
  lines.map((l) => ({ productId: l.product_id, price: l.price, quantity: l.quantity ?? 1 }));

export function CartPage() {
  const { lines, wishlist, changeQuantity, toggleCart, toggleWishlist } = useShopStore(
    useShallow((s) => ({
      lines: s.cartProducts,
      wishlist: s.wishlist,
      changeQuantity: s.changeQuantity,
      toggleCart: s.toggleCart,
      toggleWishlist: s.toggleWishlist,
    })),
  );
  const coreLines = asCoreLines(lines);
  const onWishlist = (productId: string) => wishlist.some((w) => w.product_id === productId);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{notices.cartTitle}</h1>
      <p className="muted">Total Items ({cartItemCount(coreLines)})</p>
      {lines.length === 0 ? (
        <p className="empty">{notices.cartEmpty}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Added</th>
                <th scope="col">Quantity</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line._id}>
                  <td>
                    <img src={line.cover} alt={line.title} width={56} height={56} />
                  </td>
                  <td>{line.title}</td>
                  <td>{formatMoney(line.price)}</td>
                  <td>{new Date(line.createdAt).toLocaleDateString('en-GB')}</td>
                  <td>
                    <div className="stepper">
                      <button type="button" aria-label={`One less ${line.title}`} onClick={() => changeQuantity(line, 'decrease')}>
                        −
                      </button>
                      <span aria-live="polite" data-testid="quantity">
                        {line.quantity}
                      </span>
                      <button type="button" aria-label={`One more ${line.title}`} onClick={() => changeQuantity(line, 'increase')}>
                        +
                      </button>
                    </div>
                  </td>
                  <td className="actions">
                    <button type="button" className="button" onClick={() => toggleWishlist({ _id: line.product_id, title: line.title })}>
                      {onWishlist(line.product_id) ? 'Remove from wishlist' : 'Add to wishlist'}
                    </button>
                    <button type="button" className="button button--danger" onClick={() => toggleCart({ _id: line.product_id, title: line.title })}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
