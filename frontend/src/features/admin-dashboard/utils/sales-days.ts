import type { SalesDay } from '@/types/admin';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from the first to the last sale, with days without sales as zero, so the chart's time axis is even. */
export function fillSalesDays(days: SalesDay[]): SalesDay[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(days.map((d) => [d.date, d]));
  const filled: SalesDay[] = [];
  for (let ms = Date.parse(first.date); ms <= Date.parse(last.date); ms += DAY_MS) {
    const date = dayOf(ms);
    filled.push(byDate.get(date) ?? { date, total: 0, orders: 0 });
  }
  return filled;
}

/** "2026-11-20" as "20 Nov". */
export const shortDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
