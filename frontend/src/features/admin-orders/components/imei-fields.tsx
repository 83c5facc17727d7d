import { useI18n } from '@/lib/i18n';

interface ImeiFieldsProps {
  /** The order's units: one phone each. */
  phones: number;
  /** Per phone: its first and (dual SIM) second IMEI as typed. */
  values: string[][];
  onChange: (values: string[][]) => void;
  /** What the fields are for, e.g. the order's reference. */
  of: string;
}

/** The IMEIs of each phone an order ships with: one field per SIM slot, the second for dual-SIM phones. */
export function ImeiFields({ phones, values, onChange, of }: ImeiFieldsProps) {
  const i18n = useI18n();
  const set = (phone: number, slot: number, text: string) =>
    onChange(Array.from({ length: phones }, (_, p) => [0, 1].map((s) => (p === phone && s === slot ? text : (values[p]?.[s] ?? '')))));
  return (
    <fieldset className="imei-fields">
      <legend>{i18n._('IMEIs shipped on order {ref}', { ref: of })}</legend>
      {Array.from({ length: phones }, (_, phone) => (
        <div key={phone} className="imei-fields__phone">
          {[0, 1].map((slot) => (
            <label key={slot}>
              {slot === 0 ? i18n._('IMEI of phone {n}', { n: phone + 1 }) : i18n._('Second IMEI of phone {n} (dual SIM)', { n: phone + 1 })}
              <input
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                required={slot === 0}
                value={values[phone]?.[slot] ?? ''}
                onChange={(e) => set(phone, slot, e.target.value)}
              />
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
