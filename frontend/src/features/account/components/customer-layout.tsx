import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import './account.css';

const LINKS = [
  { to: paths.customer, label: 'Dashboard', end: true },
  { to: paths.accountInfo, label: 'Account info' },
  { to: paths.addressBook, label: 'Address book' },
  { to: paths.myOrders, label: 'My orders' },
  { to: paths.myCarts, label: 'My cart' },
  { to: paths.myWishlist, label: 'My wishlist' },
  { to: paths.myReviews, label: 'My reviews' },
];

/** The customer area: a side menu and the chosen page. */
export function CustomerLayout() {
  return (
    <div className="area-layout">
      <nav className="area-nav" aria-label="My account">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="area-content">
        <Outlet />
      </div>
    </div>
  );
}
