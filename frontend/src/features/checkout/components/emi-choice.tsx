import { useMemo } from 'react';
import { listEmiPlans } from '@/api/list-emi-plans';
import type { Poisha } from '@/lib/core/core';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';

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
}

/** For cash on delivery: the card-EMI plan to pay with at the door, if any (no EMI is taken online). */
export function EmiChoice({ total, chosen, onChoose }: EmiChoiceProps) {
  const i18n = useI18n();
  const load = useMemo(() => (signal: AbortSignal) => listEmiPlans(signal), []);
  const plans = useResource(load, i18n._('Could not load the EMI plans'));
  const offered = (plans.data?.plans ?? []).filter((plan) => total !== null && total >= plan.minPrice);
  if (offered.length === 0) return null;
  const value = chosen ? `${chosen.planId}:${chosen.months}` : '';
  const choose = (picked: string) => {
    const [planId = '', months = ''] = picked.split(':');
    onChoose(picked ? { planId, months: Number(months) } : null);
  };
  return (
    <label className="emi-choice">
      {i18n._('Card EMI on delivery (optional)')}
      <select value={value} onChange={(e) => choose(e.target.value)}>
        <option value="">{i18n._('No EMI: pay the whole amount')}</option>
        {offered.flatMap((plan) =>
          plan.tenures.map((tenure) => (
            <option key={`${plan._id}:${tenure.months}`} value={`${plan._id}:${tenure.months}`}>
              {i18n._('{bank} · {months} months', { bank: plan.bank, months: tenure.months })}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
