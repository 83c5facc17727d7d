import { Outlet } from 'react-router';
import { type NavEntry, SideNav } from '../../../components/ui/side-nav';
import { paths } from '../../../config/paths';
import './account.css';

const LINKS: NavEntry[] = [
  { to: paths.customer, label: 'Dashboard', end: true },
  { to: paths.accountInfo, label: 'Account info' },
  { to: paths.addressBook, label: 'Address book' },
  { to: paths.myOrders, label: 'My orders' },
  { to: paths.myCarts, label: 'My cart' },
  { to: paths.myWishlist, label: 'My wishlist' },
  { to: paths.myReviews, label: 'My reviews' },
  { to: paths.notices, label: 'Notices' },
];

/** The customer area: a side menu and the chosen page. */
export function CustomerLayout() {
  return (
    <div className="area-layout">
      <SideNav label="My account" links={LINKS} className="area-nav" />
      <div className="area-content">
        <Outlet />
      </div>
    </div>
  );
}
