import type { ReactNode } from 'react';
import NotFoundPage from '../../app/NotFoundPage';
import { HeaderBar } from '../../ui/HeaderBar';
import { Loading } from '../../ui/Loading';
import { useAuth } from '../accounts/auth/auth-context';
import { AuthPending } from '../accounts/pages/AuthPending';
import { useRoleCheck } from '../accounts/pages/useRoleCheck';

/**
 * The restaurateur guard of every page of the space (SPEC §6): once the start-up sequence is done, POST /api/resto/verify
 * with the stored bearer; anything but `{ success: true, role: 'restaurateur' }` (a visitor, a customer, an expired
 * session) shows the not-found page. The services check again that the restaurant is the caller's: the guard only
 * decides what the browser shows.
 */
export function RestaurateurGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const check = useRoleCheck(auth.authDone ? '/api/resto/verify' : null, 'POST', 'restaurateur', 'restau');
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title="Espace restaurateur" />;
  if (check === 'failed' || (check === 'ok' && auth.isLogin !== 2)) return <NotFoundPage />;
  if (check === 'pending') {
    return (
      <>
        <HeaderBar title="Espace restaurateur" />
        <main id="contenu" className="page page--center">
          <Loading />
        </main>
      </>
    );
  }
  return <>{children}</>;
}
