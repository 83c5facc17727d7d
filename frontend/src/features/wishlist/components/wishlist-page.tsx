import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { wishlistInCart } from '@/lib/core/core';
import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

export function WishlistPage() {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const { wishlist, toggleWishlist } = useShopStore(useShallow((s) => ({ wishlist: s.wishlist, toggleWishlist: s.toggleWishlist })));
  const cart = ports.cart;
  const cartIds = cart.useProductIds();
  const toggleCart = cart.toggle;
  const inCart = wishlistInCart(
    wishlist.map((w) => w.product_id),
    cartIds,
  );
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">{i18n._('My Wishlist')}</h1>
      {wishlist.length === 0 ? (
        <p className="empty">{i18n._('Your wishlist is empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Image')}</th>
                <th scope="col">{i18n._('Name')}</th>
                <th scope="col">{i18n._('Price')}</th>
                <th scope="col">{i18n._('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {wishlist.map((line, i) => (
                <tr key={line._id}>
                  <td>
                    <img src={line.cover} alt={line.title} width={56} height={56} />
                  </td>
                  <td>{line.title}</td>
                  <td>{money(line.price)}</td>
                  <td className="actions">
                    {inCart[i] ? (
                      <span className="pill">{i18n._('In Cart')}</span>
                    ) : (
                      <button type="button" className="button button--primary" onClick={() => void toggleCart({ _id: line.product_id, title: line.title })}>
                        {i18n._('Add To Cart')}
                      </button>
                    )}
                    <button type="button" className="button button--danger" onClick={() => void toggleWishlist({ _id: line.product_id, title: line.title })}>
                      {i18n._('Remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to={paths.cart} className="button">
        {i18n._('Go to Cart')}
      </Link>
    </section>
  );
}
