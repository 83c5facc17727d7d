import { useState } from 'react';
import { useShopStore } from '@/stores/shop-store';
import { useResource } from '@/lib/hooks/use-resource';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { deleteEmiPlan, type EmiPlan, listEmiPlans } from '../api/emi-plans';
import { blankEmiPlan, emiPlanValues } from '../utils/emi-plan-values';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EmiPlanForm } from './emi-plan-form';
import { LoadStatus } from '@/components/admin/load-status';

interface Deletion {
  plan: EmiPlan;
  busy: boolean;
  error: string | null;
}

/** `emi-plans`: the card-EMI plans phone pages show, one per bank. */
export function EmiPlansPage() {
  const i18n = useI18n();
  const format = useFormat();
  const showNotice = useShopStore((s) => s.showNotice);
  const plans = useResource(listEmiPlans, i18n._('Could not load the EMI plans'));
  const [editing, setEditing] = useState<EmiPlan | null>(null);
  // A new form after each added plan, so the next one starts blank.
  const [added, setAdded] = useState(0);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const tenures = plans.data?.tenures ?? [];
  const percent = (basisPoints: number) => (basisPoints % 100 === 0 ? format.count(basisPoints / 100) : format.tenths(basisPoints / 100));

  const saved = (plan: EmiPlan) => {
    if (!editing) setAdded((n) => n + 1);
    setEditing(null);
    plans.reload();
    showNotice(i18n._('EMI plan of {bank} saved', { bank: plan.bank }), true, 4000);
  };

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeletion({ ...deletion, busy: true, error: null });
    try {
      await deleteEmiPlan(deletion.plan._id);
      setDeletion(null);
      plans.reload();
    } catch (error) {
      setDeletion({ ...deletion, busy: false, error: messageOf(error, i18n._('Could not delete the EMI plan')) });
    }
  };

  return (
    <AdminPage title={i18n._('EMI plans')}>
      <p className="muted">
        {i18n._(
          'Phone pages show what each plan costs a month; shoppers pay by card EMI through the card gateway at checkout, or note a plan on a cash order.',
        )}
      </p>
      <LoadStatus resource={plans} />
      {plans.data && (
        <>
          {plans.data.plans.length === 0 ? (
            <p className="empty">{i18n._('No EMI plans yet')}</p>
          ) : (
            <ul className="admin-card admin-emi-plans" aria-label={i18n._('EMI plans')}>
              {plans.data.plans.map((plan) => (
                <li key={plan._id} className="admin-emi-plan">
                  <strong>{plan.bank}</strong>
                  <span className="muted">
                    {plan.tenures
                      .map((t) => i18n._('{months} months at {charge}%', { months: format.count(t.months), charge: percent(t.chargeBasisPoints) }))
                      .join(' · ')}
                  </span>
                  <span className="muted">{i18n._('from {price}', { price: format.money(plan.minPrice) })}</span>
                  <button type="button" className="button" aria-label={i18n._('Change {bank}', { bank: plan.bank })} onClick={() => setEditing(plan)}>
                    {i18n._('Change')}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={i18n._('Delete {bank}', { bank: plan.bank })}
                    onClick={() => setDeletion({ plan, busy: false, error: null })}
                  >
                    {i18n._('Delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <EmiPlanForm
            key={editing?._id ?? `new-${added}`}
            editing={editing}
            initial={editing ? emiPlanValues(editing, tenures) : blankEmiPlan(tenures)}
            tenures={tenures}
            maxChargePercent={plans.data.maxChargeBasisPoints / 100}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </>
      )}
      {deletion && (
        <ConfirmDialog
          title={i18n._('Delete the EMI plan of {bank}?', { bank: deletion.plan.bank })}
          message={i18n._('Phone pages stop showing it.')}
          confirmLabel={i18n._('Delete plan')}
          busy={deletion.busy}
          error={deletion.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeletion(null)}
        />
      )}
    </AdminPage>
  );
}
