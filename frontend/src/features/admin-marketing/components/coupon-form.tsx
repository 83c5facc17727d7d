import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '@/lib/i18n';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { addCoupon, changeCoupon, type Coupon, type CouponKind } from '../api/coupons';
import { type CouponProblem, type CouponValues, couponRequest } from '../utils/coupon-values';
import { FormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/admin/form-field';

interface CouponFormProps {
  /** The coupon being changed; none to add one. */
  editing: Coupon | null;
  initial: CouponValues;
  onSaved: (coupon: Coupon) => void;
  onCancel: () => void;
}

type TextField = { [K in keyof CouponValues]: CouponValues[K] extends string ? K : never }[keyof CouponValues];

/** A coupon's terms: its code, what it takes off, the period, the limits on its use and the phones it is for. */
export function CouponForm({ editing, initial, onSaved, onCancel }: CouponFormProps) {
  const i18n = useI18n();
  const format = useFormat();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<CouponProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The form is below the table: bring it into view when a coupon is picked to change.
  useEffect(() => {
    if (editing) form.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [editing]);
  const problem = (field: CouponProblem, text: string) => (problems.includes(field) ? text : null);
  const typed = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });
  const wholeTk = i18n._('Type a whole number of taka');
  const wholeNumber = i18n._('Type a whole number');
  const noLimit = i18n._('Leave empty for no limit');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { request, problems: found } = couponRequest(values);
    setProblems(found);
    setFailure(null);
    if (!request) return;
    setBusy(true);
    try {
      onSaved(editing ? await changeCoupon(editing._id, request) : await addCoupon(request));
    } catch (error) {
      setFailure(messageOf(error, i18n._('Could not save the coupon'), format));
    } finally {
      setBusy(false);
    }
  };

  const percent = values.kind === 'percent';
  return (
    <form ref={form} className="admin-card admin-coupon-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-coupon-form__wide">
        {editing ? i18n._('Change coupon {code}', { code: editing.code }) : i18n._('New coupon')}
      </h2>
      <FormField label={i18n._('Code')} hint={i18n._('3 to 20 letters, digits or dashes; kept in capitals')}>
        {(control) => <input {...control} {...typed('code')} autoCapitalize="characters" autoComplete="off" />}
      </FormField>
      <FormField label={i18n._('Kind')}>
        {(control) => (
          <select {...control} name="kind" value={values.kind} onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as CouponKind }))}>
            <option value="percent">{i18n._('Percent')}</option>
            <option value="amount">{i18n._('Amount (TK)')}</option>
          </select>
        )}
      </FormField>
      <FormField
        label={i18n._('Value')}
        hint={percent ? i18n._('A whole percentage, 1 to 100') : i18n._('Whole taka off the phones it applies to')}
        error={problem('value', percent ? wholeNumber : wholeTk)}
      >
        {(control) => <input {...control} {...typed('value')} inputMode="numeric" />}
      </FormField>
      {percent && (
        <FormField label={i18n._('Cap (TK)')} hint={i18n._('The most the percentage takes off; leave empty for no cap')} error={problem('cap', wholeTk)}>
          {(control) => <input {...control} {...typed('capTk')} inputMode="numeric" />}
        </FormField>
      )}
      <FormField
        label={i18n._('Minimum order (TK)')}
        hint={i18n._('What the phones must come to; leave empty for any order')}
        error={problem('minOrder', wholeTk)}
      >
        {(control) => <input {...control} {...typed('minOrderTk')} inputMode="numeric" />}
      </FormField>
      <label className="admin-emi-check admin-coupon-form__check">
        <input
          type="checkbox"
          name="freeDelivery"
          checked={values.freeDelivery}
          onChange={(e) => setValues((v) => ({ ...v, freeDelivery: e.target.checked }))}
        />
        {i18n._('Free delivery')}
      </label>
      <FormField label={i18n._('Starts')} hint={i18n._('From the start of this day, Dhaka time')} error={problem('startsOn', i18n._('Pick a day'))}>
        {(control) => <input {...control} {...typed('startsOn')} type="date" />}
      </FormField>
      <FormField label={i18n._('Ends')} hint={i18n._('Until the end of this day, Dhaka time')} error={problem('endsOn', i18n._('Pick a day'))}>
        {(control) => <input {...control} {...typed('endsOn')} type="date" />}
      </FormField>
      <FormField label={i18n._('Total uses')} hint={noLimit} error={problem('totalUses', wholeNumber)}>
        {(control) => <input {...control} {...typed('totalUses')} inputMode="numeric" />}
      </FormField>
      <FormField label={i18n._('Uses per customer')} hint={noLimit} error={problem('usesPerCustomer', wholeNumber)}>
        {(control) => <input {...control} {...typed('usesPerCustomer')} inputMode="numeric" />}
      </FormField>
      <FormField label={i18n._('Brands')} hint={i18n._('Brand names, separated by commas')}>
        {(control) => <input {...control} {...typed('brands')} autoComplete="off" />}
      </FormField>
      <FormField
        label={i18n._('Phones')}
        hint={i18n._('Phone page addresses or ids, separated by commas; with Brands empty too, it is for every phone')}
        error={problem('phones', i18n._('Paste a phone page address such as /product/galaxy-a55/665f1c2e9b1e8a3d4c5b6a70'))}
      >
        {(control) => <input {...control} {...typed('phones')} autoComplete="off" />}
      </FormField>
      <FormActions
        failure={failure}
        busy={busy}
        editing={editing !== null}
        submitText={editing ? i18n._('Save coupon') : i18n._('Add coupon')}
        onCancel={onCancel}
        wide="admin-coupon-form__wide"
      />
    </form>
  );
}
