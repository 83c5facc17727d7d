import { type InputHTMLAttributes, useId } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The core's or the server's message for this field, shown under it. */
  error?: string | null;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * An e-mail input's attributes: the e-mail keyboard and autofill, but not
 * `type=email`, whose value the browser trims, so the core's single-space
 * rule sees what was typed (a single space is 'Not Acceptable').
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

/** A labelled text input (or text area) with its inline error, tied to it for screen readers. */
export function TextField({ label, value, onChange, error, rows, ...input }: TextFieldProps) {
  const errorId = `${useId()}-error`;
  const control = {
    name: input.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <>
      <label>
        {label}
        {rows ? (
          <textarea {...control} rows={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...input} {...control} onChange={(e) => onChange(e.target.value)} />
        )}
      </label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
