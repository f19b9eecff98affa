import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type To } from 'react-router-dom';
import { Modal } from '../../../ui/Modal';

/**
 * While the form holds unsaved changes, leaving asks first: closing or reloading the tab (beforeunload, the browser's
 * own question) and any navigation of the site (links, buttons) open 'Quitter sans enregistrer ?'. The app uses
 * <BrowserRouter>, where react-router's useBlocker is not available (it needs a data router), so the router's
 * navigator is wrapped while the page is dirty (docs/adr/0014). Render the returned element in the page.
 */
export function useLeaveWarning(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const { push, replace } = navigator;
    const here = window.location.pathname;
    const samePage = (to: To) => (typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? here)) === here;
    navigator.push = (to, state, options) => (samePage(to) ? push.call(navigator, to, state, options) : setPending(() => () => push.call(navigator, to, state, options)));
    navigator.replace = (to, state, options) => (samePage(to) ? replace.call(navigator, to, state, options) : setPending(() => () => replace.call(navigator, to, state, options)));
    return () => {
      window.removeEventListener('beforeunload', warn);
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [dirty, navigator]);

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
              const go = pending;
              setPending(null);
              go();
            }}
          >
            Quitter sans enregistrer
          </button>
        </>
      }
    >
      <p>Vos modifications ne sont pas enregistrées. Elles seront perdues si vous quittez cette page.</p>
    </Modal>
  );
}
