// Dates as shoppers in Bangladesh read them, whatever the browser's time zone.
const formats = {
  /** 22/11/2026 */
  numeric: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' }),
  /** 22 Nov 2026 */
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }),
  /** 22 November 2026 */
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }),
};

/** The calendar day of an ISO moment in Dhaka; empty for text that is not a date. */
export function formatDay(iso: string, style: keyof typeof formats = 'short'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formats[style].format(date);
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
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}
