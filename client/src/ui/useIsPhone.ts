import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../common/constants';

/** The media query of viewports at most `px` wide. */
export function maxWidthQuery(px: number): string {
  return `(max-width: ${px}px)`;
}

/** One stable subscription per query, so components re-rendering do not subscribe again. */
const subscriptions = new Map<string, (callback: () => void) => () => void>();

function subscribeTo(query: string) {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = (callback) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    };
    subscriptions.set(query, subscribe);
  }
  return subscribe;
}

/** True while the viewport is at most `px` wide, following window resizes. */
export function useViewportAtMost(px: number): boolean {
  const query = maxWidthQuery(px);
  return useSyncExternalStore(subscribeTo(query), () => window.matchMedia(query).matches, () => false);
}

/** True on phones (≤ 768 px wide), following window resizes. */
export function useIsPhone(): boolean {
  return useViewportAtMost(MOBILE_BREAKPOINT_PX);
}
