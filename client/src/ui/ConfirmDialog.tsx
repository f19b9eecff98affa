import type { ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** The way out, which also closes the dialog (Escape, the backdrop). */
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** The confirming button's look: 'button--primary' (default), 'button--danger', 'button--danger-solid'. */
  confirmClass?: string;
  /** The confirmation under way: its button is disabled. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question before an action: its text, a way out and the action. */
export function ConfirmDialog({ title, cancelLabel = 'Annuler', confirmLabel, confirmClass = 'button--primary', busy, onCancel, onConfirm, children }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`button ${confirmClass}`} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
