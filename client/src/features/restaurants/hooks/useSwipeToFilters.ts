import { useEffect, useRef } from 'react';

/**
 * SPEC §2/§9: on phones a horizontal 80 px swipe opens or closes the filter panel (filter-swipe.ts). The gesture code
 * is fetched only where it applies (phones), after the page has rendered.
 */
export function useSwipeToFilters(enabled: boolean, open: boolean, setOpen: (open: boolean) => void): void {
  const openRef = useRef(open);
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    openRef.current = open;
    setOpenRef.current = setOpen;
  }, [open, setOpen]);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let active = true;
    void import('./filter-swipe').then(({ listenFilterSwipe }) => {
      if (active) stop = listenFilterSwipe(() => openRef.current, (next) => setOpenRef.current(next));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [enabled]);
}
