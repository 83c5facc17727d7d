// Numbers (counts, sizes, ratings) in the language shown: as written in
// English, in Bengali digits (lakh grouping for whole numbers) in Bangla, by
// the core.
import { type Language, useLanguage } from './i18n';
import { type Core, useLoadedCore } from './load-core';

/** Writes a number with `places` decimals (whole numbers by default) for the language shown. */
export type NumberText = (value: number, places?: 0 | 1) => string;

/** `value` with `places` decimals in `language`; as in English until the core has arrived. */
export function countText(core: Core | undefined, language: Language, value: number, places: 0 | 1 = 0): string {
  const english = places === 1 ? value.toFixed(1) : String(value);
  if (language === 'en' || !core || !Number.isFinite(value)) return english;
  if (places === 0) return Number.isInteger(value) ? core.formatCountIn(value, language) : english;
  const tenths = Math.round(value * 10);
  return tenths >= 0 ? core.formatTenthsIn(tenths, language) : english;
}

/** The number writer for the language shown; the component renders again when it changes. */
export function useCount(): NumberText {
  const language = useLanguage();
  const core = useLoadedCore();
  return (value, places = 0) => countText(core, language, value, places);
}
