// Texts of the filter checkboxes. Display ranges come in tenths of an inch,
// price ranges in whole TK; every number is written by the formatter of the
// language shown (in Bangla the core's, in Bengali digits).
import * as core from '@/lib/core/core';
import { i18n } from '@/lib/i18n';
import type { FacetRange } from '@/types/product';
import { formatNow } from '@/lib/format/format';

const count = (n: number) => formatNow().grouped(n);
const inches = (tenths: number) => formatNow().tenths(tenths / 10);
const tk = (whole: number) => formatNow().money(core.moneyFromTk(whole));

/** "Up to X" for a range from 0, "X and above" for the open-ended last one, else "X – Y". */
function rangeLabel(range: FacetRange, isLast: boolean, show: (n: number) => string, unit: string) {
  if (range.min <= 0) return i18n._('Up to {value}', { value: `${show(range.max)}${unit}` });
  if (isLast) return i18n._('{value} and above', { value: `${show(range.min)}${unit}` });
  return `${show(range.min)} – ${show(range.max)}${unit}`;
}

export const batteryLabel = (range: FacetRange, isLast: boolean) => rangeLabel(range, isLast, count, ' mAh');
export const displayLabel = (range: FacetRange, isLast: boolean) => rangeLabel(range, isLast, inches, '″');
export const cameraLabel = (range: FacetRange, isLast: boolean) => rangeLabel(range, isLast, count, ' MP');
export const priceLabel = (range: FacetRange, isLast: boolean) => rangeLabel(range, isLast, tk, '');

export const ramLabel = (gb: number) => `${count(gb)} GB RAM`;
export const romLabel = (gb: number) => `${count(gb)} GB`;
