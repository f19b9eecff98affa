// The consent feature's entry: what other features use of it (they import it from here, not from its files).
export { useConsent } from './consent-context';
export { CONSENT_COOKIE } from './consent-cookie';
export { loadMapsLibrary } from './maps-loader';
export { useMapsLoader } from './use-maps-loader';
