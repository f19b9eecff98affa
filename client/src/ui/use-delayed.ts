import { useEffect, useState } from 'react';

/** SPEC §2: the shared loading indicator appears after 100 ms, so fast loads never flash. */
export const LOADING_DELAY_MS = 100;

/** False for the first `delayMs` after mount, then true (at once when `delayMs` ≤ 0). */
export function useDelayed(delayMs: number = LOADING_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed || delayMs <= 0;
}
