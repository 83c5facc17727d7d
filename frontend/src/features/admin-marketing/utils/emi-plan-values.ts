import { parseCount, parseDecimal } from '@/lib/core/core';
import type { EmiPlan, EmiPlanRequest } from '../api/emi-plans';

/** An EMI plan as its form holds it: texts as typed, a charge per tenure offered (`null`: not offered). */
export interface EmiPlanValues {
  bank: string;
  minPriceTk: string;
  keepsDiscount: boolean;
  charges: Record<number, string | null>;
}

/** A new plan's form: 5,000 TK least price (what banks usually ask), the discount kept, no tenure yet. */
export function blankEmiPlan(tenures: readonly number[]): EmiPlanValues {
  return { bank: '', minPriceTk: '5000', keepsDiscount: true, charges: Object.fromEntries(tenures.map((m) => [m, null])) };
}

/** A stored plan as its form shows it: charges as percentages. */
export function emiPlanValues(plan: EmiPlan, tenures: readonly number[]): EmiPlanValues {
  const charges: Record<number, string | null> = Object.fromEntries(tenures.map((m) => [m, null]));
  for (const tenure of plan.tenures) charges[tenure.months] = String(tenure.chargeBasisPoints / 100);
  return { bank: plan.bank, minPriceTk: String(plan.minPrice / 100), keepsDiscount: plan.keepsDiscount, charges };
}

/** What is wrong with the typed numbers, by field (the server checks the plan's rules). */
export type EmiPlanProblem = 'minPrice' | `charge-${number}`;

/**
 * The request for the typed values, or the fields whose numbers cannot be
 * read: the least price in whole taka, each charge a percentage with at most
 * one decimal. The core reads the numbers; the server checks the plan.
 */
export function emiPlanRequest(values: EmiPlanValues): { request: EmiPlanRequest | null; problems: EmiPlanProblem[] } {
  const problems: EmiPlanProblem[] = [];
  const minTk = parseCount(values.minPriceTk.trim());
  if (minTk === undefined || minTk < 0) problems.push('minPrice');
  const tenures: EmiPlanRequest['tenures'] = [];
  for (const [months, charge] of Object.entries(values.charges)) {
    if (charge === null) continue;
    const percent = parseDecimal(charge.trim() === '' ? '0' : charge.trim());
    // A percentage with at most one decimal, as banks state them (3.5%).
    const tenths = percent === undefined ? NaN : Math.round(percent * 10);
    if (!Number.isFinite(tenths) || Math.abs(tenths - (percent ?? 0) * 10) > 1e-6) {
      problems.push(`charge-${Number(months)}`);
      continue;
    }
    tenures.push({ months: Number(months), chargeBasisPoints: tenths * 10 });
  }
  if (problems.length > 0 || minTk === undefined) return { request: null, problems };
  return {
    request: { bank: values.bank, tenures, minPrice: minTk * 100, keepsDiscount: values.keepsDiscount },
    problems,
  };
}
