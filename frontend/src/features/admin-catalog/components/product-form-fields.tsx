import type { HTMLAttributes } from 'react';
import { applyDiscount, moneyFromTk, networks } from '@/lib/core/core';
import type { FormErrors, ProductFormValues } from '../utils/product-form-values';
import { FormField } from '@/components/admin/form-field';
import { type I18n, useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

type TextKey = Exclude<keyof ProductFormValues, 'brand' | 'description' | 'network'>;

interface TextSpec {
  name: TextKey;
  label: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
}

const saleFields = (i18n: I18n): TextSpec[] => [
  { name: 'price', label: i18n._('Price (TK)'), inputMode: 'decimal', hint: i18n._('Before discount, e.g. 45999.50') },
  { name: 'discount', label: i18n._('Discount (%)'), inputMode: 'numeric' },
  { name: 'stock', label: i18n._('Stock'), inputMode: 'numeric' },
];

const specTextFields = (i18n: I18n): TextSpec[] => [
  { name: 'ramGb', label: i18n._('RAM (GB)'), inputMode: 'numeric' },
  { name: 'romGb', label: i18n._('Storage (GB)'), inputMode: 'numeric' },
  { name: 'batteryMah', label: i18n._('Battery (mAh)'), inputMode: 'numeric' },
  { name: 'displayInch', label: i18n._('Display (inches)'), inputMode: 'decimal', hint: i18n._('One decimal, e.g. 6.7') },
  { name: 'cameraMp', label: i18n._('Main camera (MP)'), inputMode: 'numeric' },
  { name: 'selfieCameraMp', label: i18n._('Selfie camera (MP)'), inputMode: 'numeric', hint: i18n._('Leave empty if not known') },
  { name: 'processor', label: i18n._('Processor') },
];

// The generations the core accepts; a select keeps typos out.
const NETWORKS = networks();

/**
 * What a customer will pay for the typed price and discount, by the core's
 * whole-taka rule; null while either is not a whole entry yet (the field
 * errors say why).
 */
export function priceAfterDiscount(price: string, discount: string): number | null {
  const percent = Number(discount);
  if (!price.trim() || !discount.trim() || !Number.isInteger(percent)) return null;
  try {
    return applyDiscount(moneyFromTk(Number(price)), percent);
  } catch {
    return null;
  }
}

interface ProductFormFieldsProps {
  values: ProductFormValues;
  errors: FormErrors;
  /** Brand names to choose from. */
  brands: string[];
  onChange: (field: keyof ProductFormValues, value: string) => void;
  /** A phone sold in variants: its price, discount and stock are each variant's, set in the grid, so not shown here (their loaded values go back unchanged). */
  byVariant?: boolean;
}

/** Every typed field of the product form with its inline error. */
export function ProductFormFields({ values, errors, brands, onChange, byVariant = false }: ProductFormFieldsProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const customersPay = priceAfterDiscount(values.price, values.discount);
  const text = ({ name, label, inputMode, hint }: TextSpec) => (
    <FormField key={name} label={label} error={errors[name]} hint={hint}>
      {(control) => <input {...control} name={name} inputMode={inputMode} value={values[name]} onChange={(e) => onChange(name, e.target.value)} />}
    </FormField>
  );
  const brandNames = brands.includes(values.brand) || !values.brand ? brands : [values.brand, ...brands];

  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{i18n._('Product')}</legend>
        <div className="admin-grid">
          <div className="admin-grid__wide">{text({ name: 'title', label: i18n._('Title') })}</div>
          <FormField label={i18n._('Brand')} error={errors.brand} hint={brands.length === 0 ? i18n._('Brands are added under Categories') : undefined}>
            {(control) => (
              <select {...control} name="brand" value={values.brand} onChange={(e) => onChange('brand', e.target.value)}>
                <option value="">{i18n._('Choose a brand')}</option>
                {brandNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {byVariant ? (
            <PricedByVariant errors={errors} />
          ) : (
            <>
              {saleFields(i18n).map(text)}
              <p className="admin-grid__wide muted" data-testid="price-after-discount" aria-live="polite">
                {customersPay === null ? '' : i18n._('Customers pay {price}', { price: money(customersPay) })}
              </p>
            </>
          )}
          <div className="admin-grid__wide">
            <FormField label={i18n._('Description')} error={errors.description}>
              {(control) => (
                <textarea {...control} name="description" rows={5} value={values.description} onChange={(e) => onChange('description', e.target.value)} />
              )}
            </FormField>
          </div>
        </div>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{i18n._('Specifications')}</legend>
        <div className="admin-grid">
          {specTextFields(i18n).map(text)}
          <FormField label={i18n._('Network')} error={errors.network}>
            {(control) => (
              <select {...control} name="network" value={values.network} onChange={(e) => onChange('network', e.target.value)}>
                <option value="">{i18n._('Choose a network')}</option>
                {NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {network}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>
    </>
  );
}

/**
 * Where a phone sold in variants would have its price, discount and stock: each
 * variant's row overrides them, so the form keeps the loaded values and says so.
 * A refusal of one of them (the server's, say) is shown here, having no field.
 */
function PricedByVariant({ errors }: { errors: FormErrors }) {
  const i18n = useI18n();
  const refused = (['price', 'discount', 'stock'] as const).filter((name) => errors[name]);
  return (
    <div className="admin-grid__wide admin-priced-by-variant" data-testid="priced-by-variant">
      <p>{i18n._('Price, discount and stock are set for each variant in the Variants grid below.')}</p>
      {refused.map((name) => (
        <p key={name} className="field-error">
          {errors[name]}
        </p>
      ))}
    </div>
  );
}
