import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useShopStore } from '@/stores/shop-store';

/** Signed-in users only; others go to login carrying the original path. Admin routes also check the role. */
export function ProtectedRoute({ admin = false }: { admin?: boolean }) {
  const auth = useShopStore((s) => s.session);
  const signedOutHere = useShopStore((s) => s.signedOutHere);
  const location = useLocation();
  if (!auth.loaded) return <LoadingScreen />;
  if (!auth.user) {
    // Signing out on a guarded page goes home; the page may still be on screen while home loads.
    const to = signedOutHere ? paths.home : paths.loginReturningTo(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  if (admin && auth.user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
