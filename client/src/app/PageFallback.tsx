import { useDelayed } from '../ui/use-delayed';

/** Suspense fallback of lazy pages: 'Chargement…', shown after 100 ms (like the shared indicator) so fast loads never flash. */
export function PageFallback() {
  const visible = useDelayed();
  return (
    // The live region is there from the start, so the text that appears in it is announced.
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
