import { Outlet } from 'react-router';
import { type NavEntry, SideNav } from '@/components/ui/side-nav';
import { paths } from '@/config/paths';
import './admin.css';
import { type I18n, useI18n } from '@/lib/i18n';

const links = (i18n: I18n): NavEntry[] => [
  { to: paths.admin, label: i18n._('Overview'), end: true },
  { to: paths.adminProducts, label: i18n._('Products') },
  { to: paths.adminProductForm('new'), label: i18n._('Add product') },
  { to: paths.adminCategories, label: i18n._('Categories') },
  { to: paths.adminOrders, label: i18n._('Orders') },
  { to: paths.adminBookParcels, label: i18n._('Book parcels'), end: true },
  { to: paths.adminReturns, label: i18n._('Returns') },
  { to: paths.adminCourierMoney, label: i18n._('Courier money') },
  { to: paths.adminEmiPlans, label: i18n._('EMI plans') },
  { to: paths.adminCoupons, label: i18n._('Coupons') },
  { to: paths.adminQuestions, label: i18n._('Questions') },
  { to: paths.adminSearches, label: i18n._('Searches') },
  { to: paths.adminLogs, label: i18n._('Server logs') },
];

/** The back office: a side navigation and the chosen screen. */
export function AdminLayout() {
  const i18n = useI18n();
  return (
    <div className="admin">
      <SideNav label={i18n._('Admin')} title={i18n._('Back office')} links={links(i18n)} className="admin-nav" />
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
