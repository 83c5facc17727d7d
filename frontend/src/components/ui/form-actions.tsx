import { useI18n } from '@/lib/i18n';
interface FormActionsProps {
  className: string;
  /** The submit button's text. */
  save: string;
  busy?: boolean;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/** A form's submit button, and Cancel when the form can be closed. */
export function FormActions({ className, save, busy = false, onCancel }: FormActionsProps) {
  const i18n = useI18n();
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={busy}>
        {save}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          {i18n._('Cancel')}
        </button>
      )}
    </div>
  );
}
