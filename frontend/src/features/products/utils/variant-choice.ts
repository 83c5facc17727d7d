import type { Core } from '@/lib/core/load-core';
import type { PhoneVariant } from '@/types/product';

type Picker = Pick<Core, 'pickVariant' | 'nearestVariant'>;

/** What the core's picker knows of a phone's variants. */
export const variantFacts = (variants: PhoneVariant[]) => variants.map((v) => ({ id: v._id, values: v.values, finalPrice: v.final_price, stock: v.stock }));

/**
 * The variant choosing `value` on axis `axis` leads to from `selected`: the
 * one with that value and the other choices kept, else the nearest one that
 * has it (the core's rule), with the other values that had to change.
 */
export function variantChoice(
  core: Picker,
  variants: PhoneVariant[],
  selected: PhoneVariant,
  axis: number,
  value: string,
): { variant: PhoneVariant; changed: string[] } | null {
  const facts = variantFacts(variants);
  const choice = selected.values.map((v, i) => (i === axis ? value : v));
  const id = core.pickVariant(facts, choice).selected ?? core.nearestVariant(facts, selected.values, axis, value);
  const variant = variants.find((v) => v._id === id);
  if (!variant) return null;
  return { variant, changed: variant.values.filter((v, i) => i !== axis && v !== selected.values[i]) };
}
