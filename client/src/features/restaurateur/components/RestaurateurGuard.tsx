import type { ReactNode } from 'react';
import NotFoundPage from '../../../app/NotFoundPage';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { useAuth } from '../../accounts/auth/auth-context';
import { AuthPending } from '../../accounts/pages/AuthPending';
import { useRoleCheck } from '../../accounts/pages/useRoleCheck';

/** The restaurant a page of the space works on: the signed-in owner's (infoRestau). */
export interface SpaceRestaurant { idUrl: string; name: string }

interface RestaurateurGuardProps {
  /** The page's title, shown in the header while the check runs. */
  title: string;
  children: (restaurant: SpaceRestaurant) => ReactNode;
}

/**
 * The restaurateur guard every page of the space shares (SPEC §6): once the start-up sequence is done, POST
 * /api/resto/verify with the stored bearer; anything but `{ success: true, role: 'restaurateur' }` — a visitor, a
 * customer, an expired session, an account without a restaurant — shows the not-found page. The services check again
 * that the restaurant is the caller's (restaurant.owner_id): the guard only decides what the browser shows.
 */
export function RestaurateurGuard({ title, children }: RestaurateurGuardProps) {
  const auth = useAuth();
  const check = useRoleCheck(auth.authDone ? '/api/resto/verify' : null, 'POST', 'restaurateur', 'restau');
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title={title} />;
  const idUrl = auth.restaurant?.idUrl;
  if (check === 'failed' || (check === 'ok' && (auth.isLogin !== 2 || !idUrl))) return <NotFoundPage />;
  if (check === 'pending' || !idUrl) {
    return (
      <>
        <HeaderBar title={title} />
        <main id="contenu" className="page page--center">
          <Loading />
        </main>
        <Footer />
      </>
    );
  }
  return <>{children({ idUrl, name: auth.restaurant?.name ?? '' })}</>;
}
