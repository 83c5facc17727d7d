import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { paths } from '../config/paths';
import { useShopStore } from '../stores';

/** Signed-in users only; others go to login carrying the original path. Admin routes also check the role. */
export function ProtectedRoute({ admin = false }: { admin?: boolean }) {
  const auth = useShopStore((s) => s.auth);
  const location = useLocation();
  if (!auth.loaded) return <LoadingScreen />;
  if (!auth.user) return <Navigate to={paths.loginReturningTo(location.pathname + location.search)} replace />;
  if (admin && auth.user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
