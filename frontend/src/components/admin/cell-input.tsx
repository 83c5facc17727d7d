import { useId } from 'react';

interface CellInputProps {
  /** Read by screen readers: a grid cell has no visible label of its own. */
  label: string;
  value: string;
  error?: string | undefined;
  type?: 'text' | 'color';
  inputMode?: 'numeric' | 'decimal';
  /** A long value (a SKU): the cell is drawn wider. */
  wide?: boolean;
  onChange: (value: string) => void;
}

/** One input of the variant grid, named for screen readers, with its inline refusal. */
export function CellInput({ label, value, error, type = 'text', inputMode, wide = false, onChange }: CellInputProps) {
  const errorId = useId();
  return (
    <span className={wide ? 'grid-cell grid-cell--wide' : 'grid-cell'}>
      <input
        type={type}
        aria-label={label}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </span>
  );
}
