import { useId } from 'react';
import type { FacetGroup } from '../utils/facet-options';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface Props {
  group: FacetGroup;
  onToggle: (value: string) => void;
}

/** One fieldset of checkboxes with the product count of each choice. */
export function FilterCheckboxGroup({ group, onToggle }: Props) {
  const id = useId();
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{group.legend}</legend>
      <ul className="filter-group__list">
        {group.options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <li key={option.value}>
              <input
                type="checkbox"
                id={inputId}
                checked={option.checked}
                disabled={option.count === 0 && !option.checked}
                onChange={() => onToggle(option.value)}
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
      </ul>
    </fieldset>
  );
}
