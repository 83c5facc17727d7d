// The interface texts in English and Bangla (Lingui). A text's English wording
// is its id: components call `i18n._('Add to cart')` on the instance `useI18n`
// gives them, and `npx lingui extract` gathers the calls into one catalog per
// area (locales/{en,bn}/<area>.json). English needs no catalog in the browser,
// the ids are its texts, so the first page carries each text once; the Bangla
// catalogs (compiled at build time) and the core that writes Bengali digits
// arrive only when a shopper chooses Bangla. The store owns the language
// (stores/language-slice.ts); Lingui follows it.
import { loadCore } from '@/lib/core/load-core';
import { type Language, i18n } from './instance';

export { type I18n, type Language, LANGUAGES, LANGUAGE_NAMES, compilePlaceholders, currentLanguage, i18n, isLanguage, useI18n, useLanguage } from './instance';

let loadedBangla = false;

/**
 * Fetches what `language` needs before it can be shown: for Bangla its
 * catalogs and the core that writes its digits (once). English needs nothing.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'bn' && !loadedBangla) {
    const [{ banglaMessages }] = await Promise.all([import('./bangla'), loadCore()]);
    i18n.load('bn', banglaMessages);
    loadedBangla = true;
  }
}

/**
 * Lingui and the page follow the language the store shows: only the
 * language slice calls this, once `loadLanguage` is done.
 */
export function followLanguage(language: Language): void {
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
