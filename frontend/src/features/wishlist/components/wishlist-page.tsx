import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '../../../config/paths';
import { formatMoney, wishlistInCart } from '../../../lib/core';
import { useShopStore } from '../../../stores/shop-store';

export function WishlistPage() {
  const { wishlist, cart, toggleCart, toggleWishlist } = useShopStore(
    useShallow((s) => ({ wishlist: s.wishlist, cart: s.cartProducts, toggleCart: s.toggleCart, toggleWishlist: s.toggleWishlist })),
  );
  const inCart = wishlistInCart(
    wishlist.map((w) => w.product_id),
    cart.map((c) => c.product_id),
  );
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">My Wishlist</h1>
      {wishlist.length === 0 ? (
        <p className="empty">Your wishlist is empty</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {wishlist.map((line, i) => (
                <tr key={line._id}>
                  <td>
                    <img src={line.cover} alt={line.title} width={56} height={56} />
                  </td>
                  <td>{line.title}</td>
                  <td>{formatMoney(line.price)}</td>
                  <td className="actions">
                    {inCart[i] ? (
                      <span className="pill">In Cart</span>
                    ) : (
                      <button type="button" className="button button--primary" onClick={() => toggleCart({ _id: line.product_id, title: line.title })}>
                        Add To Cart
                      </button>
                    )}
                    <button type="button" className="button button--danger" onClick={() => toggleWishlist({ _id: line.product_id, title: line.title })}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to={paths.cart} className="button">
        Go to Cart
      </Link>
    </section>
  );
}
