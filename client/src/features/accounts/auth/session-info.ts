import { authFetch, HttpError, refreshAccessToken } from './auth-fetch';
import { LOGGED_OUT, type AuthState, type Role } from './auth-context';
import { clearToken, getToken } from './token-store';

export const AUTH_ERROR = "Erreur d'authentification";

interface UserInfoAnswer {
  success: boolean;
  userInfo: { id: number; name: string; firstname: string; photo: string | null; role: Role };
}

interface RestauInfoAnswer {
  success: boolean;
  restauInfo: { idr: number; firstname: string; photo: string | null; id_url: string | null; published: boolean; nameresto: string | null };
}

export async function loadUserState(): Promise<AuthState> {
  const { userInfo } = await authFetch<UserInfoAnswer>('/api/infoUser', {}, { kind: 'user' });
  return {
    ...LOGGED_OUT,
    isLogin: 1,
    role: userInfo.role === 'admin' ? 'admin' : 'customer',
    firstName: userInfo.firstname,
    imgProfil: userInfo.photo,
    authDone: true,
  };
}

export async function loadRestaurantState(): Promise<AuthState> {
  const { restauInfo } = await authFetch<RestauInfoAnswer>('/api/infoRestau', {}, { kind: 'restau' });
  return {
    ...LOGGED_OUT,
    isLogin: 2,
    role: 'restaurateur',
    firstName: restauInfo.firstname,
    imgProfil: restauInfo.photo,
    authDone: true,
    restaurant: { name: restauInfo.nameresto, idUrl: restauInfo.id_url, published: restauInfo.published },
  };
}

/**
 * SPEC §4 start-up: with a stored token, refresh the customer token and load the user info; on failure try the
 * restaurant token and info. If neither works, authentication is done only when the restaurant path answered.
 */
async function runStartup(): Promise<AuthState> {
  if (!getToken()) return { ...LOGGED_OUT, authDone: true };
  try {
    await refreshAccessToken('user');
    return await loadUserState();
  } catch {
    console.error(AUTH_ERROR);
  }
  try {
    await refreshAccessToken('restau');
    return await loadRestaurantState();
  } catch (error) {
    if (error instanceof HttpError) {
      clearToken();
      return { ...LOGGED_OUT, authDone: true };
    }
    console.error('Erreur lors de la connexion');
    return { ...LOGGED_OUT, authFailed: true };
  }
}

let startup: Promise<AuthState> | null = null;

/** Runs once per page load (StrictMode mounts twice; a second rotation would look like a stolen cookie). */
export function startupState(): Promise<AuthState> {
  startup ??= runStartup();
  return startup;
}
