// The translator instance (Lingui), the shop's languages, and the language
// shown, which the store owns. Below both `index.ts`, which fetches the
// Bangla chunk, and the catalogs that chunk brings, so neither imports the other.
import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { LANGUAGE_LIST } from '@/generated/languages';
import { useShopStore } from '@/stores/shop-store';
import type { Schema } from '@/types/wire';

/** An interface language: `en` or `bn` (the server's list, from the core). */
export type Language = Schema<'LanguageName'>;

/** The shop's languages, English first (generated from the core's `Locale::ALL`). */
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((language) => language.code);

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGE_LIST.map(({ code, name }) => [code, name])) as Record<Language, string>;

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

/** The language the interface shows now (the store's), for code outside components. */
export const currentLanguage = (): Language => useShopStore.getState().shownLanguage;

/**
 * The language the interface shows now (the store's); the component renders
 * again when it changes. A render outside the browser (the tests') reads the
 * store as it is, not as it started.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(useShopStore.subscribe, currentLanguage, currentLanguage);
}

/** The translator, for `i18n._('Text')` and `i18n._('{count} items', { count })`; re-renders on a switch. */
export function useI18n(): typeof i18n {
  useLanguage();
  return i18n;
}

export { i18n };
export type { I18n };
