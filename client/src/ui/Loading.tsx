import { LOADING_DELAY_MS, useDelayed } from './use-delayed';

interface LoadingProps {
  /** Text read out and shown next to the spinner. */
  label?: string;
  /** Delay before showing anything, so fast loads never flash (SPEC §2: 100 ms). */
  delayMs?: number;
  /** Full-page overlay instead of an inline block. */
  overlay?: boolean;
}

/** Shared loading indicator: nothing for the first 100 ms, then a spinner reading 'Chargement'. */
export function Loading({ label = 'Chargement', delayMs = LOADING_DELAY_MS, overlay = false }: LoadingProps) {
  const visible = useDelayed(delayMs);
  if (!visible) return null;
  return (
    <div className={overlay ? 'loading loading--overlay' : 'loading'} role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{label}</span>
    </div>
  );
}
