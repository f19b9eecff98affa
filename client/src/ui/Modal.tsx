import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dialogOpened, focusMainContent } from './open-dialogs';
import { Icon } from './Icon';
import { CLOSE_ICON } from './icons';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom; a 'Fermer' button is used when absent. */
  actions?: ReactNode;
  /** Extra class on the dialog, e.g. 'modal--sheet' for a side panel. */
  className?: string;
  /** No action bar (the body holds its own buttons). */
  hideActions?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Dialog over a backdrop that locks page scroll; Escape and the backdrop close it; Tab stays inside. */
export function Modal({ title, onClose, children, actions, className, hideActions }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const dialog = dialogRef.current;
    // A field that focused itself (autoFocus) keeps the focus; otherwise the first control gets it.
    if (!dialog?.contains(document.activeElement)) {
      const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog)?.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const closed = dialogOpened();
    return () => {
      closed();
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      // Back where the person was; if that element is gone (a deleted row), to the main content, not the top of the page.
      if (previousFocus?.isConnected && previousFocus !== document.body) previousFocus.focus();
      else focusMainContent();
    };
  }, []);

  return createPortal(
    <div className="modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={className ? `modal ${className}` : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="modal__close" aria-label="Fermer" onClick={onClose}>
            <Icon path={CLOSE_ICON} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {!hideActions && (
          <div className="modal__actions">
            {actions ?? (
              <button type="button" className="button button--primary" onClick={onClose}>
                Fermer
              </button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
