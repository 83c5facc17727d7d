import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import '../admin.css';

const LINKS = [
  { to: paths.admin, label: 'Overview', end: true },
  { to: paths.adminProducts, label: 'Products' },
  { to: paths.adminProductForm('new'), label: 'Add product' },
  { to: paths.adminCategories, label: 'Categories' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminLogs, label: 'Server logs' },
];

/** The back office: a side navigation and the chosen screen. */
export function AdminLayout() {
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        <p className="admin-nav__title">Back office</p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="admin-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
