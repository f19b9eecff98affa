import type { BootstrapURLKeys } from 'google-map-react';
import { useMemo } from 'react';
import { loadGoogleMaps } from './maps-loader';

/** google-map-react's loader for a map component: the consent-gated script, reporting a failure to `onError`. */
export function useMapsLoader(onError: () => void) {
  return useMemo(
    () => (keys: BootstrapURLKeys) =>
      loadGoogleMaps(keys).catch((error: unknown) => {
        console.error('Google Maps indisponible', error);
        onError();
        throw error;
      }),
    [onError],
  );
}
