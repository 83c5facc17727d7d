import { useI18n } from '@/lib/i18n';

interface FormActionsProps {
  /** The server's refusal of the last try, shown above the buttons. */
  failure: string | null;
  busy: boolean;
  /** Editing a saved record: the submit button saves it, and Cancel leaves the edit. */
  editing: boolean;
  submitText: string;
  onCancel: () => void;
  /** An extra class for the form's layout (e.g. a row spanning a grid). */
  wide?: string;
}

/** The foot of an admin form: the refusal, the submit button and, while editing, Cancel. */
export function FormActions({ failure, busy, editing, submitText, onCancel, wide = '' }: FormActionsProps) {
  const i18n = useI18n();
  return (
    <>
      {failure && (
        <p className={`field-error ${wide}`.trim()} role="alert">
          {failure}
        </p>
      )}
      <div className={`admin-emi-actions ${wide}`.trim()}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitText}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
        )}
      </div>
    </>
  );
}
