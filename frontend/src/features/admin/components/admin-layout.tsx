import { Outlet } from 'react-router';
import { type NavEntry, SideNav } from '../../../components/ui/side-nav';
import { paths } from '../../../config/paths';
import '../admin.css';
import { useI18n } from '../../../lib/i18n';

const LINKS: NavEntry[] = [
  { to: paths.admin, label: 'Overview', end: true },
  { to: paths.adminProducts, label: 'Products' },
  { to: paths.adminProductForm('new'), label: 'Add product' },
  { to: paths.adminCategories, label: 'Categories' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminLogs, label: 'Server logs' },
];

/** The back office: a side navigation and the chosen screen. */
export function AdminLayout() {
  const i18n = useI18n();
  return (
    <div className="admin">
      <SideNav label={i18n._('Admin')} title={i18n._('Back office')} links={LINKS} className="admin-nav" />
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
