// The one place that writes a number, an amount, a date or a core's or
// server's text for a person, in the language shown. English writes whole
// numbers as they are and dates by the browser's Intl in Dhaka time; money,
// and everything in Bangla (Bengali digits, lakh grouping, টাকা, Bengali month
// names), is written by the core. Components take `useFormat()`; code outside
// React (a store's notice) takes `formatNow()`.
import { useEffect, useMemo } from 'react';
import { type Language, currentLanguage, useLanguage } from '@/lib/i18n';
import { type CodedText, noticeEnglish, textsArrived, writeText } from '@/lib/i18n/texts';
import { type Core, loadCore, loadedCore, useLoadedCore } from '@/lib/core/load-core';

/**
 * A Dhaka-time formatter made on its first use: making one loads the time zone's rules, which took
 * a slow phone (4x CPU) 180 ms when these were made as the app started, on pages showing no date.
 */
function dhaka(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Asia/Dhaka' }));
}

const DAY_STYLES = {
  /** 22/11/2026 */
  numeric: dhaka({}),
  /** 22 Nov 2026 */
  short: dhaka({ day: 'numeric', month: 'short', year: 'numeric' }),
  /** 22 November 2026 */
  long: dhaka({ day: 'numeric', month: 'long', year: 'numeric' }),
};
export type DayStyle = keyof typeof DAY_STYLES;

/** 20 Nov 2026, 4:05 pm */
const MOMENT = dhaka({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

/** The Dhaka calendar day and clock time of a moment, as numbers. */
const PARTS = dhaka({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

function inDhaka(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const parts = new Map(
    PARTS()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return { year: of('year'), month: of('month'), day: of('day'), hour: of('hour'), minute: of('minute') };
}

const dateOf = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** How the language shown writes things for a person. */
export interface Format {
  language: Language;
  /** Poisha as money; `englishText` is the server's English text of the same amount, shown until the core arrives. */
  money: (poisha: number, englishText?: string) => string;
  /** A whole number (a non-integer is written as it is). */
  count: (value: number) => string;
  /** A quantity grouped for reading: 5,000 (mAh) in English, ৫,০০০ in Bangla. */
  grouped: (value: number) => string;
  /** A number with one decimal, e.g. a rating of 4.5. */
  tenths: (value: number) => string;
  /** The calendar day of an ISO moment in Dhaka; empty for text that is not a date. */
  day: (iso: string, style?: DayStyle) => string;
  /** A moment in Dhaka time, e.g. `20 Nov 2026, 4:05 pm`; empty for text that is not a date. */
  moment: (iso: string) => string;
  /**
   * A core's or server's text by its code. Until the catalog arrives (with the
   * core, which this asks for) and while a number in it cannot be written:
   * `fallback` (the server's English), a notice's English, or the code.
   */
  text: (text: CodedText, fallback?: string) => string;
}

/** The formatter of `language`, with the core if it has arrived. */
export function formatFor(language: Language, core: Core | undefined): Format {
  const bangla = language === 'bn' ? core : undefined;
  const count = (value: number): string =>
    bangla && Number.isInteger(value) && Number.isFinite(value) ? bangla.formatCountIn(value, language) : String(value);
  const money = (poisha: number): string | undefined => {
    if (!core) return undefined;
    return language === 'en' ? core.formatMoney(poisha) : core.formatMoneyIn(poisha, language);
  };
  const numbers = { language, count, money };
  return {
    language,
    money: (poisha, englishText) => (language === 'en' && englishText !== undefined ? englishText : (money(poisha) ?? englishText ?? '')),
    count,
    grouped: (value) => (bangla ? count(value) : value.toLocaleString('en-US')),
    tenths: (value) => {
      const tenths = Math.round(value * 10);
      return bangla && Number.isFinite(value) && tenths >= 0 ? bangla.formatTenthsIn(tenths, language) : value.toFixed(1);
    },
    day: (iso, style = 'short') => {
      const date = dateOf(iso);
      if (!date) return '';
      if (!bangla) return DAY_STYLES[style]().format(date);
      const { year, month, day } = inDhaka(date);
      return bangla.formatDateIn(year, month, day, language);
    },
    moment: (iso) => {
      const date = dateOf(iso);
      if (!date) return '';
      if (!bangla) return MOMENT().format(date);
      const { year, month, day, hour, minute } = inDhaka(date);
      return `${bangla.formatDateIn(year, month, day, language)}, ${bangla.formatClockIn(hour, minute, language)}`;
    },
    text: (text, fallback) => {
      if (!textsArrived()) void loadCore().catch(() => undefined);
      return writeText(text, numbers) ?? fallback ?? noticeEnglish(text.code) ?? text.code;
    },
  };
}

/** The formatter now, for code outside components (a store's notice). */
export const formatNow = (): Format => formatFor(currentLanguage(), loadedCore());

/**
 * The formatter of the language shown; the component renders again when the
 * language changes or the core arrives. In Bangla it asks for the core,
 * which writes every Bangla number. The same object until one of those
 * changes, so a hook's dependency list can name it.
 */
export function useFormat(): Format {
  const language = useLanguage();
  const core = useLoadedCore();
  const needsCore = !core && language !== 'en';
  useEffect(() => {
    if (needsCore) void loadCore().catch(() => undefined);
  }, [needsCore]);
  return useMemo(() => formatFor(language, core), [language, core]);
}
