// The texts the core and the server write (notices, status and method names,
// field errors, `{message}`s) are fixed in English by the spec, so they are
// shown as written in English and looked up by that wording in Bangla, in the
// hand-kept catalog locales/bn/core.json. The lookup arrives with the Bangla
// chunk (bangla-core-text.ts), so the English first page carries only this.
import { i18n, useLanguage } from './instance';

let inBangla: ((text: string) => string) | null = null;

/** Called by the Bangla chunk with its lookup of the core's and the server's texts. */
export function learnBanglaCoreText(lookup: (text: string) => string): void {
  inBangla = lookup;
}

/** `text`, as the core or the server wrote it, in the language shown now (English when the catalog lacks it). */
export function coreText(text: string): string {
  return i18n.locale === 'bn' && inBangla ? inBangla(text) : text;
}

/** `coreText` for a component, which renders again when the language changes. */
export function useCoreText(): typeof coreText {
  useLanguage();
  return coreText;
}
