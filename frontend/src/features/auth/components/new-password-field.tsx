import { TextField } from '@/components/ui/text-field';
import { validateField } from '@/lib/core/core';
import { fieldMessage } from '@/lib/format/field-message';
import { useI18n } from '@/lib/i18n';

/** The new password of a reset, checked by the core's password rule once the form was sent. */
export function NewPasswordField({ value, onChange, checked }: { value: string; onChange: (value: string) => void; checked: boolean }) {
  const i18n = useI18n();
  return (
    <TextField
      label={i18n._('New password (8 or more characters)')}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      required
      error={checked ? fieldMessage(validateField, 'password', value) : null}
    />
  );
}

/** Whether `password` passes the core's rule. */
export function passwordReady(password: string): boolean {
  return !fieldMessage(validateField, 'password', password);
}
