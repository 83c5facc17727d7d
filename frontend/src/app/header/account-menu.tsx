import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useShopStore } from '@/stores/shop-store';
import { getNotices } from '@/features/account/api/get-notices';
import { useI18n } from '@/lib/i18n';

/** How many of the signed-in customer's notices are unread, asked again on each page change. */
function useUnreadNotices(signedIn: boolean, page: string): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getNotices(controller.signal).then(
      (answer) => setUnread(answer.unread),
      () => {},
    );
    return () => controller.abort();
  }, [signedIn, page]);
  return signedIn ? unread : 0;
}

/** Signed in: Dashboard (admins), Profile, My Wishlist, My Cart, Logout. Signed out: Login with a callback. */
export function AccountMenu() {
  const i18n = useI18n();
  const user = useShopStore((s) => s.session.user);
  const logout = useShopStore((s) => s.logout);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const unread = useUnreadNotices(Boolean(user), location.pathname);

  if (!user) {
    return (
      <Link className="account-menu__login" to={paths.loginReturningTo(location.pathname + location.search)}>
        {i18n._('Login')}
      </Link>
    );
  }
  const close = () => setOpen(false);
  return (
    <div className="account-menu">
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {user.first_name || user.username}
        {unread > 0 && (
          <span className="account-menu__count" data-testid="unread-notices">
            {unread}
            <span className="visually-hidden"> {unread === 1 ? i18n._('unread notice') : i18n._('unread notices')}</span>
          </span>
        )}{' '}
        ▾
      </button>
      {open && (
        <ul className="account-menu__list" role="menu" onClick={close} onKeyDown={(e) => e.key === 'Escape' && close()}>
          {user.role === 'admin' && (
            <li role="none">
              <Link role="menuitem" to={paths.admin}>
                {i18n._('Dashboard')}
              </Link>
            </li>
          )}
          <li role="none">
            <Link role="menuitem" to={paths.customer}>
              {i18n._('Profile')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={paths.notices}>
              {unread > 0 ? i18n._('Notices ({count} unread)', { count: unread }) : i18n._('Notices')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={paths.wishlist}>
              {i18n._('My Wishlist')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={paths.cart}>
              {i18n._('My Cart')}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                logout();
                void navigate(paths.home);
              }}
            >
              {i18n._('Logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
