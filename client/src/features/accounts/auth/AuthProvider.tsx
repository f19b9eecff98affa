import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loading } from '../../../ui/Loading';
import { AuthContext, LOGGED_OUT, type AuthApi, type AuthState, type ConnectionStep, type LoginSpace } from './auth-context';
import { clearToken, getSessionKind, getToken, setToken } from './token-store';

/** The connection screen is only needed once the visitor asks for it: loaded on demand, out of the first download. */
const ConnectionModal = lazy(() => import('../components/ConnectionModal'));
/** Session start-up and account loading: only fetched when there is a session (a stored token) or a login. */
const sessionInfo = () => import('./session-info');
/** The token calls, needed only by a session (refresh, log out). */
const authFetch = () => import('./auth-fetch');

/** Login state for the whole app (SPEC §3, §4) and the connection screen host. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // Without a stored token there is no session to restore: the visitor's state is known from the first render (no
  // pending login entry that changes the top bar a moment later).
  const [state, setState] = useState<AuthState>(() => (getToken() ? LOGGED_OUT : { ...LOGGED_OUT, authDone: true }));
  const [connection, setConnection] = useState<ConnectionStep | null>(null);

  useEffect(() => {
    let live = true;
    const startup = getToken() ? sessionInfo().then((m) => m.startupState()) : Promise.resolve<AuthState>({ ...LOGGED_OUT, authDone: true });
    void startup.then((next) => {
      if (live) setState((current) => (current.authDone ? current : next));
    });
    return () => {
      live = false;
    };
  }, []);

  const logIn = useCallback(async (accessToken: string, space: LoginSpace) => {
    const kind = space === 'restaurateur' ? 'restau' : 'user';
    setToken(accessToken, kind);
    const { loadRestaurantState, loadUserState } = await sessionInfo();
    const next = kind === 'restau' ? await loadRestaurantState() : await loadUserState();
    setState(next);
  }, []);

  const logOut = useCallback(async () => {
    const kind = getSessionKind();
    try {
      const { apiFetch } = await authFetch();
      await apiFetch(kind === 'restau' ? '/api/tokenRestau/logout' : '/api/tokenUser/logout', { method: 'POST', body: '{}' });
    } catch {
      console.error('Erreur lors de la connexion');
    }
    clearToken();
    setState({ ...LOGGED_OUT, authDone: true });
    await client.resetStore().catch(() => undefined);
  }, [client]);

  const refresh = useCallback(() => authFetch().then((m) => m.tryRefresh()), []);
  const setProfile = useCallback(
    (profile: { firstName?: string; imgProfil?: string | null }) =>
      setState((s) => ({
        ...s,
        firstName: profile.firstName ?? s.firstName,
        imgProfil: profile.imgProfil !== undefined ? profile.imgProfil : s.imgProfil,
      })),
    [],
  );
  const openConnection = useCallback((step: ConnectionStep = 'login') => setConnection(step), []);

  const api = useMemo<AuthApi>(
    () => ({ ...state, logIn, logOut, refresh, setProfile, openConnection }),
    [state, logIn, logOut, refresh, setProfile, openConnection],
  );

  return (
    <AuthContext.Provider value={api}>
      {children}
      {connection && (
        <Suspense fallback={<Loading overlay />}>
          <ConnectionModal initialStep={connection} onClose={() => setConnection(null)} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
