import { useEffect, useMemo } from 'react';
import { type Core, loadCore, useLoadedCore } from '@/lib/core/load-core';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import type { PhoneDetails, PhoneVariant } from '@/types/product';
import { variantChoice, variantFacts } from '../utils/variant-choice';

export interface VariantPickerProps {
  phone: PhoneDetails;
  selected: PhoneVariant;
  /** A variant chosen; `changed` names the other values that had to change to reach it. */
  onSelect: (variant: PhoneVariant, changed: string[]) => void;
}

type Availability = ReturnType<Core['pickVariant']>['axes'][number]['values'][number]['availability'];

/**
 * A phone's storage, colour and edition choices. What each value gives with
 * the other choices (available, sold out, not made) is the core's picker
 * rule; a value that does not go with them is still clickable and leads to
 * the nearest variant that has it.
 */
export function VariantPicker({ phone, selected, onSelect }: VariantPickerProps) {
  const i18n = useI18n();
  const format = useFormat();
  const core = useLoadedCore();
  useEffect(() => {
    void loadCore();
  }, []);
  const facts = useMemo(() => variantFacts(phone.variants), [phone.variants]);
  const pick = useMemo(() => core?.pickVariant(facts, selected.values), [core, facts, selected.values]);

  const axisName = { storage: i18n._('Storage'), colour: i18n._('Colour'), edition: i18n._('Edition') };
  const availabilityText: Record<Availability, string> = {
    available: '',
    sold_out: i18n._('sold out'),
    not_made: i18n._('not made with your other choices'),
  };

  const choose = (axis: number, value: string) => {
    if (!core || selected.values[axis] === value) return;
    const next = variantChoice(core, phone.variants, selected, axis, value);
    if (next) onSelect(next.variant, next.changed);
  };

  /** The variant choosing `value` on `axis` leads to, for the price a storage button shows. */
  const landing = (axis: number, value: string): PhoneVariant | undefined => {
    if (!core) return undefined;
    const id = core.nearestVariant(facts, selected.values, axis, value);
    return phone.variants.find((v) => v._id === id);
  };

  return (
    <div className="variant-picker">
      {phone.options.map((option, axis) => (
        <fieldset key={option.axis} className={`variant-picker__axis variant-picker__axis--${option.axis}`}>
          <legend>
            {axisName[option.axis]}: <strong>{selected.values[axis]}</strong>
          </legend>
          <div className="variant-picker__values">
            {option.values.map((value) => {
              const availability = pick?.axes[axis]?.values.find((v) => v.value === value.name)?.availability ?? 'available';
              const pressed = selected.values[axis] === value.name;
              const note = availabilityText[availability];
              const price = option.axis === 'storage' ? landing(axis, value.name) : undefined;
              return (
                <button
                  key={value.name}
                  type="button"
                  className={`variant-value variant-value--${availability}`}
                  aria-pressed={pressed}
                  aria-label={note ? `${value.name} (${note})` : value.name}
                  onClick={() => choose(axis, value.name)}
                >
                  {value.swatch && <span className="variant-value__swatch" style={{ background: value.swatch }} aria-hidden="true" />}
                  <span className="variant-value__name">{value.name}</span>
                  {price && <span className="variant-value__price">{format.money(price.final_price, price.final_price_text)}</span>}
                  {value.warranty && <span className="variant-value__note">{value.warranty}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
