import type { ReactNode } from 'react';
import NotFoundPage from '../../app/NotFoundPage';
import { Footer } from '../../ui/Footer';
import { HeaderBar } from '../../ui/HeaderBar';
import { Loading } from '../../ui/Loading';
import { useAuth } from '../accounts/auth/auth-context';
import { AuthPending } from '../accounts/pages/AuthPending';
import { useRoleCheck } from '../accounts/pages/useRoleCheck';

/**
 * Every page of the restaurateur's space (SPEC §6): shown once POST /api/resto/verify confirms a restaurateur;
 * anyone else, or a failed check, gets the not-found page.
 */
export function RestaurateurGuard({ title, children }: { title: string; children: ReactNode }) {
  const auth = useAuth();
  const check = useRoleCheck(auth.authDone && auth.isLogin === 2 ? '/api/resto/verify' : null, 'POST', 'restaurateur', 'restau');
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title={title} />;
  if (auth.isLogin !== 2 || check === 'failed') return <NotFoundPage />;
  if (check === 'pending') {
    return (
      <>
        <HeaderBar title={title} back="/restaurateurLogin" />
        <main id="contenu" className="page page--center">
          <Loading />
        </main>
        <Footer />
      </>
    );
  }
  return <>{children}</>;
}
