import { useState, type ReactNode } from 'react';
import NotFoundPage from '../../../app/NotFoundPage';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageTitle } from '../../../ui/head-meta';
import { Loading } from '../../../ui/Loading';
import { useAuth } from '../auth/auth-context';
import { RestaurateurSignIn } from './RestaurateurSignIn';
import { AuthPending } from '../pages/AuthPending';
import { useRoleCheck } from '../pages/useRoleCheck';

/** The restaurant a page of the space works on: the signed-in owner's (infoRestau). */
export interface SpaceRestaurant { idUrl: string; name: string }

const SPACE = 'Espace restaurateur';

interface RestaurateurSessionProps {
  /** The header's title while the check runs or the sign-in shows. */
  title: string;
  /** The page's name (« Ma carte »): the document title and the sign-in's invitation; none for the dashboard. */
  pageName?: string;
  children: ReactNode;
}

/**
 * What every page of the space shares (SPEC §6, issue 25, docs/adr/0027): once the start-up sequence is done and the
 * browser holds a restaurateur session, POST /api/resto/verify with the stored bearer; until then, and when the server
 * refuses that session, the restaurateur sign-in shows in place of the page, at its address, and the page follows once
 * signed in. The services check again that the restaurant is the caller's (restaurant.owner_id): the guard only decides
 * what the browser shows.
 */
export function RestaurateurSession({ title, pageName, children }: RestaurateurSessionProps) {
  const auth = useAuth();
  // A new sign-in after a refused session checks again.
  const [round, setRound] = useState(0);
  usePageTitle(pageName ? `${pageName} — ${SPACE}` : SPACE);
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title={title} />;
  if (auth.isLogin !== 2) return <RestaurateurSignIn title={title} pageName={pageName} />;
  return (
    <Verified key={round} title={title} pageName={pageName} onSignedIn={() => setRound((n) => n + 1)}>
      {children}
    </Verified>
  );
}

function Verified({ title, pageName, onSignedIn, children }: { title: string; pageName?: string; onSignedIn: () => void; children: ReactNode }) {
  const check = useRoleCheck('/api/resto/verify', 'POST', 'restaurateur', 'restau');
  if (check === 'failed') return <RestaurateurSignIn title={title} pageName={pageName} expired onSignedIn={onSignedIn} />;
  if (check === 'pending') {
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
  return <>{children}</>;
}

interface RestaurateurGuardProps {
  /** The page's title, shown in the header while the check runs, and its name in the tab and the sign-in. */
  title: string;
  children: (restaurant: SpaceRestaurant) => ReactNode;
}

/** A page of the space about the owner's restaurant: behind {@link RestaurateurSession}; an account without one gets the not-found page. */
export function RestaurateurGuard({ title, children }: RestaurateurGuardProps) {
  return (
    <RestaurateurSession title={title} pageName={title}>
      <OwnedRestaurant>{children}</OwnedRestaurant>
    </RestaurateurSession>
  );
}

function OwnedRestaurant({ children }: { children: (restaurant: SpaceRestaurant) => ReactNode }) {
  const auth = useAuth();
  const idUrl = auth.restaurant?.idUrl;
  if (!idUrl) return <NotFoundPage />;
  return <>{children({ idUrl, name: auth.restaurant?.name ?? '' })}</>;
}
