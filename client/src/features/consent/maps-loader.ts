import type { BootstrapURLKeys } from 'google-map-react';
import { readConsent } from './consent-cookie';
import { ConsentRequiredError, loadScript } from './script-loader';

declare global {
  interface Window {
    google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } };
    __mijoteMapsReady?: () => void;
  }
}

let loading: Promise<unknown> | null = null;

/**
 * Loader given to google-map-react: injects the Google Maps script through the consent-gated
 * loader, and only when the consent cookie allows it (perform-analytics).
 */
export function loadGoogleMaps(keys: BootstrapURLKeys): Promise<unknown> {
  if (!(readConsent()?.analytics ?? false)) return Promise.reject(new ConsentRequiredError());
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  if (loading) return loading;
  const params = new URLSearchParams({ key: keys.key, language: keys.language ?? 'fr', region: keys.region ?? 'FR', callback: '__mijoteMapsReady', loading: 'async' });
  loading = new Promise<unknown>((resolve, reject) => {
    window.__mijoteMapsReady = () => resolve(window.google?.maps);
    loadScript(`https://maps.googleapis.com/maps/api/js?${params.toString()}`, true).catch((error: unknown) => {
      loading = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return loading;
}

/** One of the Maps JavaScript API's libraries (e.g. "places"), loaded with the same consent-gated script. */
export async function loadMapsLibrary<T>(key: string, name: string): Promise<T> {
  await loadGoogleMaps({ key });
  const importLibrary = window.google?.maps?.importLibrary;
  if (!importLibrary) throw new Error('importLibrary absent');
  return (await importLibrary(name)) as T;
}
