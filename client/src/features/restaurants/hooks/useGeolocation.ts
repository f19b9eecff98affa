import { useEffect, useState } from 'react';

export type GeolocationState =
  | { status: 'pending' }
  | { status: 'granted'; lat: number; lng: number }
  | { status: 'denied' }
  | { status: 'unsupported' };

/** Asks the browser for the visitor's position once (SPEC §4: refusal shows a modal and every restaurant). */
export function useGeolocation(enabled: boolean): GeolocationState {
  const [state, setState] = useState<GeolocationState>(() =>
    typeof navigator !== 'undefined' && !('geolocation' in navigator) ? { status: 'unsupported' } : { status: 'pending' },
  );
  useEffect(() => {
    if (!enabled || !('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => active && setState({ status: 'granted', lat: position.coords.latitude, lng: position.coords.longitude }),
      () => active && setState({ status: 'denied' }),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 5 * 60 * 1000 },
    );
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
