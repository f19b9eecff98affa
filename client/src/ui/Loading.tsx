import { useEffect, useState } from 'react';

interface LoadingProps {
  /** Text read out and shown next to the spinner. */
  label?: string;
  /** Delay before showing anything, so fast loads never flash (SPEC §2: 100 ms). */
  delayMs?: number;
  /** Full-page overlay instead of an inline block. */
  overlay?: boolean;
}

/** Shared loading indicator: nothing for the first 100 ms, then a spinner reading 'Chargement'. */
export function Loading({ label = 'Chargement', delayMs = 100, overlay = false }: LoadingProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={overlay ? 'loading loading--overlay' : 'loading'} role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{label}</span>
    </div>
  );
}
