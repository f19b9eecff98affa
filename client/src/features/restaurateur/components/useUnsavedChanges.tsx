import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { guardLeaving } from '../../../app/leave-guard';
import { Modal } from '../../../ui/Modal';

/** The state of a navigation the page makes itself once its changes are saved: the guard lets it through. */
export const AFTER_SAVE = { afterSave: true } as const;

const pathnameOf = (to: To, current: string): string => (typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? current));

/**
 * While a form holds unsaved changes, leaving the page asks first (docs/adr/0015): closing or reloading the tab
 * (beforeunload, the browser's own question), a link or a navigation of the site (the router's navigator), the back and
 * forward buttons (app/leave-guard.ts) open a dialog 'Quitter sans enregistrer ?'. Render the returned element in the page.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const { push, replace } = navigator;
    const ask = (to: To, state: unknown, go: () => void) => {
      if ((state as { afterSave?: boolean } | null)?.afterSave || pathnameOf(to, pathname) === pathname) go();
      else setPending(() => go);
    };
    navigator.push = (to, state, options) => ask(to, state, () => push.call(navigator, to, state, options));
    navigator.replace = (to, state, options) => ask(to, state, () => replace.call(navigator, to, state, options));
    const stopAsking = guardLeaving((leave) => setPending(() => leave));
    return () => {
      window.removeEventListener('beforeunload', warn);
      navigator.push = push;
      navigator.replace = replace;
      stopAsking();
    };
  }, [dirty, navigator, pathname]);

  if (!pending) return null;
  return (
    <Modal
      title="Quitter sans enregistrer ?"
      onClose={() => setPending(null)}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => setPending(null)}>
            Rester sur la page
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPending(null);
              pending();
            }}
          >
            Quitter sans enregistrer
          </button>
        </>
      }
    >
      <p>Vos modifications n’ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.</p>
    </Modal>
  );
}
