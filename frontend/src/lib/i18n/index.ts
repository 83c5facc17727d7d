// The interface texts in English and Bangla (Lingui). A text's English wording
// is its id: components call `i18n._('Add to cart')` on the instance `useI18n`
// gives them, and `npx lingui extract` gathers the calls into one catalog per
// area (locales/{en,bn}/<area>.json). English needs no catalog in the browser,
// the ids are its texts, so the first page carries each text once; the Bangla
// catalogs (compiled at build time) and the core that writes Bengali digits
// arrive only when a shopper chooses Bangla.
import { loadCore } from '@/lib/core/load-core';
import { type Language, i18n } from './instance';

export {
  type I18n,
  type Language,
  LANGUAGES,
  LANGUAGE_NAMES,
  compilePlaceholders,
  currentLanguage,
  i18n,
  isLanguage,
  useI18n,
  useLanguage,
} from './instance';

let wanted: Language = 'en';
let loadedBangla = false;

/**
 * Shows the interface in `language`: fetches its catalog (and, for Bangla,
 * the core that formats its digits) first, so texts and numbers switch
 * together. A later call wins over one still loading.
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === 'bn' && !loadedBangla) {
    const [{ banglaMessages }] = await Promise.all([import('./bangla'), loadCore()]);
    i18n.load('bn', banglaMessages);
    loadedBangla = true;
  }
  if (wanted !== language) return;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
