import { type FormEvent, useState } from 'react';
import { useI18n } from '@/lib/i18n';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { addEmiPlan, changeEmiPlan, type EmiPlan } from '../api/emi-plans';
import { type EmiPlanProblem, type EmiPlanValues, emiPlanRequest } from '../utils/emi-plan-values';
import { FormField } from '@/components/admin/form-field';
import { FormActions } from '@/components/admin/form-actions';

interface EmiPlanFormProps {
  /** The plan being changed; none to add one. */
  editing: EmiPlan | null;
  initial: EmiPlanValues;
  tenures: readonly number[];
  maxChargePercent: number;
  onSaved: (plan: EmiPlan) => void;
  onCancel: () => void;
}

/** A bank's card-EMI plan: its tenures and charges, the least price it finances, and whether the cash discount stays. */
export function EmiPlanForm({ editing, initial, tenures, maxChargePercent, onSaved, onCancel }: EmiPlanFormProps) {
  const i18n = useI18n();
  const format = useFormat();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<EmiPlanProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = (field: EmiPlanProblem, text: string) => (problems.includes(field) ? text : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { request, problems: found } = emiPlanRequest(values);
    setProblems(found);
    setFailure(null);
    if (!request) return;
    setBusy(true);
    try {
      onSaved(editing ? await changeEmiPlan(editing._id, request) : await addEmiPlan(request));
    } catch (error) {
      setFailure(messageOf(error, i18n._('Could not save the EMI plan')));
    } finally {
      setBusy(false);
    }
  };

  const setCharge = (months: number, charge: string | null) => setValues((v) => ({ ...v, charges: { ...v.charges, [months]: charge } }));

  return (
    <form
      className="admin-card admin-emi-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? i18n._('Change EMI plan') : i18n._('Add EMI plan')}
    >
      <FormField label={i18n._('Bank')}>
        {(control) => <input {...control} name="bank" value={values.bank} onChange={(e) => setValues((v) => ({ ...v, bank: e.target.value }))} />}
      </FormField>
      <FormField label={i18n._('Least price it finances (TK)')} error={problem('minPrice', i18n._('Type a whole number of taka'))}>
        {(control) => (
          <input
            {...control}
            name="minPrice"
            inputMode="numeric"
            value={values.minPriceTk}
            onChange={(e) => setValues((v) => ({ ...v, minPriceTk: e.target.value }))}
          />
        )}
      </FormField>
      <label className="admin-emi-check">
        <input type="checkbox" checked={values.keepsDiscount} onChange={(e) => setValues((v) => ({ ...v, keepsDiscount: e.target.checked }))} />
        {i18n._('The cash discount applies under this plan')}
      </label>
      <fieldset className="admin-fieldset admin-emi-tenures">
        <legend>{i18n._('Tenures and the bank’s charge (up to {max}% of the price)', { max: format.count(maxChargePercent) })}</legend>
        {tenures.map((months) => {
          const charge = values.charges[months] ?? null;
          const label = i18n._('{months} months', { months: format.count(months) });
          return (
            <div key={months} className="admin-emi-tenure">
              <label className="admin-emi-check">
                <input type="checkbox" checked={charge !== null} onChange={(e) => setCharge(months, e.target.checked ? '0' : null)} />
                {label}
              </label>
              {charge !== null && (
                <FormField
                  label={i18n._('Charge for {months} months (%)', { months: format.count(months) })}
                  error={problem(`charge-${months}`, i18n._('Type a percentage such as 3.5'))}
                >
                  {(control) => <input {...control} inputMode="decimal" value={charge} onChange={(e) => setCharge(months, e.target.value)} />}
                </FormField>
              )}
            </div>
          );
        })}
      </fieldset>
      <FormActions
        failure={failure}
        busy={busy}
        editing={editing !== null}
        submitText={editing ? i18n._('Save plan') : i18n._('Add plan')}
        onCancel={onCancel}
      />
    </form>
  );
}
