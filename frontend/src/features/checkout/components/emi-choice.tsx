import { useMemo } from 'react';
import { listEmiPlans } from '@/api/list-emi-plans';
import type { Poisha } from '@/lib/core/core';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** A card-EMI plan and tenure, as the checkout sends it. */
export interface EmiPick {
  planId: string;
  months: number;
}

interface EmiChoiceProps {
  /** What the order comes to: banks that finance less are left out. */
  total: Poisha | null;
  chosen: EmiPick | null;
  onChoose: (pick: EmiPick | null) => void;
  /** Card EMI paid online through the card gateway: a plan is required (the server's `emi_plan`). */
  required?: boolean;
}

/** The card-EMI plan: required for card EMI paid online, optional on cash on delivery (paid at the door). */
export function EmiChoice({ total, chosen, onChoose, required = false }: EmiChoiceProps) {
  const i18n = useI18n();
  const format = useFormat();
  const load = useMemo(() => (signal: AbortSignal) => listEmiPlans(signal), []);
  const plans = useResource(load, i18n._('Could not load the EMI plans'));
  const offered = (plans.data?.plans ?? []).filter((plan) => total !== null && total >= plan.minPrice);
  if (offered.length === 0) {
    return required ? <p className="alert">{i18n._('No bank offers EMI on this total; choose another way to pay.')}</p> : null;
  }
  const value = chosen ? `${chosen.planId}:${chosen.months}` : '';
  const choose = (picked: string) => {
    const [planId = '', months = ''] = picked.split(':');
    onChoose(picked ? { planId, months: Number(months) } : null);
  };
  return (
    <label className="emi-choice">
      {required ? i18n._('Bank and months for card EMI') : i18n._('Card EMI on delivery (optional)')}
      <select value={value} onChange={(e) => choose(e.target.value)} required={required}>
        <option value="">{required ? i18n._('Choose a bank and months') : i18n._('No EMI: pay the whole amount')}</option>
        {offered.flatMap((plan) =>
          plan.tenures.map((tenure) => (
            <option key={`${plan._id}:${tenure.months}`} value={`${plan._id}:${tenure.months}`}>
              {i18n._('{bank} · {months} months · bank charge {charge}%', {
                bank: plan.bank,
                months: tenure.months,
                charge: format.count(tenure.chargeBasisPoints / 100),
              })}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
