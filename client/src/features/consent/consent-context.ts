import { createContext, useContext } from 'react';
import type { ConsentChoice } from './consent-cookie';

export type ConsentReason = 'map';

export interface OpenBannerOptions {
  /** Why the banner opens, told at its top (ConsentBanner's REASONS): the texts load with the banner, not with the page. */
  reason?: ConsentReason;
  /** Called after a choice that grants audience measurement (perform-analytics). */
  onAnalyticsGranted?: () => void;
}

export interface ConsentApi {
  /** The stored choice, or null while the visitor has not chosen. */
  choice: ConsentChoice | null;
  /** perform-analytics: audience measurement and the Google Maps map. */
  analytics: boolean;
  preferences: boolean;
  /** Reopens the banner on its first view. */
  openBanner: (options?: OpenBannerOptions) => void;
  /** Opens the banner on the per-purpose view ('Gestion des cookies'). */
  openPreferences: () => void;
  save: (choice: { analytics: boolean; preferences: boolean }) => void;
}

export const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent doit être utilisé dans <ConsentProvider>.');
  return api;
}
