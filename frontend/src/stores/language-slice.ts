import { saveLanguage } from '@/api/save-language';
import { followLanguage, isLanguage, type Language, loadLanguage } from '@/lib/i18n';
import type { ShopSlice } from './shop-store';

/**
 * The one owner of the interface language. Lingui, the formatter and every
 * component follow `shownLanguage`, which becomes the chosen `language` once
 * what it needs (Bangla's catalogs and the core) has arrived.
 */
export interface LanguageSlice {
  /** The interface language chosen in this browser (kept across reloads) or by the account. */
  language: Language;
  /** The language the interface shows now. */
  shownLanguage: Language;
  /** Shows the chosen language once it has arrived (at start, for the kept choice). */
  showChosenLanguage: () => Promise<void>;
  /**
   * Shows the interface in `language`. A shopper's choice is also kept with
   * their account when signed in; `fromAccount` is the account's own choice
   * arriving at sign-in, which needs no saving.
   */
  chooseLanguage: (language: Language, fromAccount?: boolean) => Promise<void>;
  /** A shopper chose before the session was known: that choice wins over the account's when it arrives. */
  languageChosenEarly: boolean;
}

export const createLanguageSlice: ShopSlice<LanguageSlice> = (set, get) => ({
  language: 'en',
  shownLanguage: 'en',
  languageChosenEarly: false,
  showChosenLanguage: async () => {
    const { language } = get();
    await loadLanguage(language);
    // A later choice made while this one loaded wins.
    if (get().language !== language) return;
    followLanguage(language);
    set({ shownLanguage: language });
  },
  chooseLanguage: async (language, fromAccount = false) => {
    set({ language, languageChosenEarly: !fromAccount && !get().session.loaded });
    const shown = get().showChosenLanguage();
    if (!fromAccount && get().session.user) {
      // The switch has already happened here; an unsaved choice only means another browser will not know it.
      await saveLanguage(language).catch(() => undefined);
    }
    await shown;
  },
});

/** The kept language, read defensively: anything else is English. */
export function persistedLanguage(kept: unknown): Language {
  const language = (kept as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
}
