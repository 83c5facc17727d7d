// Dates as shoppers in Bangladesh read them, whatever the browser's time zone,
// in the language shown: English by the browser's Intl, Bangla by the core
// (Bengali digits and month names; the core is loaded whenever Bangla is shown).
import { i18n } from './i18n';
import { loadedCore } from './load-core';

const formats = {
  /** 22/11/2026 */
  numeric: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' }),
  /** 22 Nov 2026 */
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }),
  /** 22 November 2026 */
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }),
};

/** The Dhaka calendar day and clock time of a moment, as numbers. */
const dhakaParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

function inDhaka(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const parts = new Map(dhakaParts.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return { year: of('year'), month: of('month'), day: of('day'), hour: of('hour'), minute: of('minute') };
}

/** The core when Bangla is shown (and has arrived), else undefined: English is written by Intl. */
const banglaCore = () => (i18n.locale === 'bn' ? loadedCore() : undefined);

/** The calendar day of an ISO moment in Dhaka; empty for text that is not a date. */
export function formatDay(iso: string, style: keyof typeof formats = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const core = banglaCore();
  if (!core) return formats[style].format(date);
  const { year, month, day } = inDhaka(date);
  return core.formatDateIn(year, month, day, 'bn');
}

const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Dhaka',
});

/** A moment in Dhaka time, e.g. `20 Nov 2026, 4:05 pm`; empty for text that is not a date. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const core = banglaCore();
  if (!core) return moment.format(date);
  const { year, month, day, hour, minute } = inDhaka(date);
  return `${core.formatDateIn(year, month, day, 'bn')}, ${core.formatClockIn(hour, minute, 'bn')}`;
}
