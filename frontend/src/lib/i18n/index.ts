// The interface texts in English and Bangla (Lingui). A text's English wording
// is its id: components call `i18n._('Add to cart')` on the instance `useI18n`
// gives them, and `npx lingui extract` gathers the calls into one catalog per
// area (locales/{en,bn}/<area>.json). English needs no catalog in the browser,
// the ids are its texts, so the first page carries each text once; the Bangla
// catalogs (compiled at build time) and the core that writes Bengali digits
// arrive only when a shopper chooses Bangla.
import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Schema } from '../../types/wire';
import { loadCore } from '../load-core';

/** An interface language: `en` or `bn` (the server's list, from the core). */
export type Language = Schema<'LanguageName'>;

export const LANGUAGES: readonly Language[] = ['en', 'bn'];

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Reads an English id as a message. The texts use one ICU feature,
 * `{name}` placeholders, so this stands in for Lingui's full compiler
 * (kilobytes the first page would carry); plurals are separate texts.
 */
export const compilePlaceholders: Parameters<I18n['setMessagesCompiler']>[0] = (message) =>
  message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? [part] : part));

i18n.setMessagesCompiler(compilePlaceholders);
i18n.load('en', {});
i18n.activate('en');

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

const subscribe = (listener: () => void) => i18n.on('change', listener);
const activeLanguage = (): Language => (i18n.locale === 'bn' ? 'bn' : 'en');

/** The language the interface shows now; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

/** The translator, for `i18n._('Text')` and `i18n._('{count} items', { count })`; re-renders on a switch. */
export function useI18n(): typeof i18n {
  useLanguage();
  return i18n;
}

export { i18n };
export type { I18n } from '@lingui/core';
