import { Outlet } from 'react-router';
import { type NavEntry, SideNav } from '@/components/ui/side-nav';
import { paths } from '@/config/paths';
import './account.css';
import { type I18n, useI18n } from '@/lib/i18n';
import { EmailConfirmNotice } from './email-confirm-notice';

const links = (i18n: I18n): NavEntry[] => [
  { to: paths.customer, label: i18n._('Dashboard'), end: true },
  { to: paths.accountInfo, label: i18n._('Account info') },
  { to: paths.addressBook, label: i18n._('Address book') },
  { to: paths.myOrders, label: i18n._('My orders') },
  { to: paths.myCarts, label: i18n._('My cart') },
  { to: paths.myWishlist, label: i18n._('My wishlist') },
  { to: paths.myReviews, label: i18n._('My reviews') },
  { to: paths.notices, label: i18n._('Notices') },
];

/** The customer area: a side menu, the notice to confirm the e-mail address while it is not, and the chosen page. */
export function CustomerLayout() {
  const i18n = useI18n();
  return (
    <div className="area-layout">
      <SideNav label={i18n._('My account')} links={links(i18n)} className="area-nav" />
      <div className="area-content">
        <EmailConfirmNotice />
        <Outlet />
      </div>
    </div>
  );
}
