import { useId } from 'react';
import type { PriceOption } from '../utils/facet-options';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface Props {
  options: PriceOption[];
  /** Whether the URL asks for any price bound at all. */
  hasPrice: boolean;
  onChange: (range: { min: number; max: number } | null) => void;
}

/** Price ranges are one choice at a time (the API takes a single min/max). */
export function PriceFilter({ options, hasPrice, onChange }: Props) {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  const id = useId();
  const custom = hasPrice && !options.some((o) => o.checked);
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{i18n._('Price')}</legend>
      <ul className="filter-group__list">
        <li>
          <input type="radio" id={`${id}-any`} name={id} checked={!hasPrice} onChange={() => onChange(null)} />
          <label htmlFor={`${id}-any`} className="filter-group__label">
            <span>{i18n._('Any price')}</span>
          </label>
        </li>
        {options.map((option) => {
          const inputId = `${id}-${option.min}-${option.max}`;
          return (
            <li key={inputId}>
              <input
                type="radio"
                id={inputId}
                name={id}
                checked={option.checked}
                disabled={option.count === 0 && !option.checked}
                onChange={() => onChange({ min: option.min, max: option.max })}
              />
              <label htmlFor={inputId} className="filter-group__label">
                <span>{option.label}</span>
                {/* A span's aria-label is not read (axe: aria-prohibited-attr); hidden text is. */}
                <span className="filter-group__count">
                  {number(option.count)}
                  <span className="visually-hidden"> {i18n._('phones')}</span>
                </span>
              </label>
            </li>
          );
        })}
        {custom && (
          <li>
            <input type="radio" id={`${id}-custom`} name={id} checked readOnly />
            <label htmlFor={`${id}-custom`} className="filter-group__label">
              <span>{i18n._('Custom range')}</span>
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
