import { useEffect, useState } from 'react';

/** Suspense fallback of lazy pages: 'Chargement…', shown after 100 ms so fast loads never flash. */
export function PageFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      {visible && (
        <>
          <span className="loading__spinner" aria-hidden="true" />
          <span>Chargement…</span>
        </>
      )}
    </div>
  );
}
