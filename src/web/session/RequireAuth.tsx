import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/Spinner.tsx';
import { paths } from '../paths.ts';
import { useAuth } from './AuthProvider.tsx';

/** The signed-in guard: a spinner while the session loads, then the page or the login screen. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return <Outlet />;
}
