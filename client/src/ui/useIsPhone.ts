import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../common/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(callback: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', callback);
  return () => list.removeEventListener('change', callback);
}

/** True on phones (≤ 768 px wide), following window resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
