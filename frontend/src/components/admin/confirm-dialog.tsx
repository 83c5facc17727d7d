import { useEffect, useId, useRef } from 'react';
import { useI18n } from '@/lib/i18n';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** Why the last attempt failed; the dialog stays open to retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question before a destructive action; Escape and Cancel close it. Render it only while open. */
export function ConfirmDialog({ title, message, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const i18n = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className="admin-dialog__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {i18n._('Cancel')}
        </button>
        <button type="button" className="button admin-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
