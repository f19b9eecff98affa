import { createContext, useContext } from 'react';

type LoginState = 0 | 1 | 2;
export type Role = 'customer' | 'admin' | 'restaurateur';
export type LoginSpace = 'customer' | 'restaurateur' | 'admin';
export type ConnectionStep = 'login' | 'signup' | 'code' | 'forgot';

export interface AuthState {
  /** 0 logged out, 1 customer (or admin), 2 restaurant owner (SPEC §3). */
  isLogin: LoginState;
  role: Role | null;
  firstName: string;
  imgProfil: string | null;
  /** The start-up sequence has finished (SPEC §4). */
  authDone: boolean;
  /** The start-up sequence could not reach the server: state unknown. */
  authFailed: boolean;
  /** Restaurant-owner extras (state 2). */
  restaurant: { name: string | null; idUrl: string | null; published: boolean } | null;
}

export interface AuthApi extends AuthState {
  /** Stores the access token of a new session and loads the matching user or restaurant info. */
  logIn: (accessToken: string, space: LoginSpace) => Promise<void>;
  logOut: () => Promise<void>;
  /** Refreshes the access token; null when the session is over. */
  refresh: () => Promise<string | null>;
  setProfile: (profile: { firstName?: string; imgProfil?: string | null }) => void;
  /** Opens the connection screen (top bar, heart of a visitor). */
  openConnection: (step?: ConnectionStep) => void;
}

export const LOGGED_OUT: AuthState = {
  isLogin: 0,
  role: null,
  firstName: '',
  imgProfil: null,
  authDone: false,
  authFailed: false,
  restaurant: null,
};

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth hors de AuthProvider');
  return value;
}
