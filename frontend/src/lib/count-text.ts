// Counts (items, reviews, stock) in the language shown: as written in
// English, in Bengali digits with lakh grouping in Bangla (by the core).
import { useLanguage } from './i18n';
import { useLoadedCore } from './load-core';

/** Writes a whole number for the language shown; the component renders again when it changes. */
export function useCount(): (value: number) => string {
  const language = useLanguage();
  const core = useLoadedCore();
  return (value) =>
    language === 'en' || !core || !Number.isInteger(value) ? String(value) : core.formatCountIn(value, language);
}
