import { Outlet } from 'react-router';
import { type NavEntry, SideNav } from '../../../components/ui/side-nav';
import { paths } from '../../../config/paths';
import './account.css';
import { useI18n } from '../../../lib/i18n';

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
  const i18n = useI18n();
  return (
    <div className="area-layout">
      <SideNav label={i18n._('My account')} links={LINKS} className="area-nav" />
      <div className="area-content">
        <Outlet />
      </div>
    </div>
  );
}
