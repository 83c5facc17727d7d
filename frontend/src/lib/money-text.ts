// The one money helper of the interface. English shows the server's text
// where it sent one (so the first page needs no WebAssembly) and the core's
// format otherwise; Bangla always asks the core, which writes Bengali digits
// and টাকা (it arrives with the Bangla catalog).
import { useEffect } from 'react';
import { type Language, useLanguage } from './i18n';
import { type Core, loadCore, useLoadedCore } from './load-core';

/** Formats poisha for `language`; `englishText` is the server's English text of the same amount, if any. */
export type MoneyText = (poisha: number, englishText?: string) => string;

/** `poisha` as `language` writes it, given the core (empty until it has arrived, unless English text is at hand). */
export function moneyText(core: Core | undefined, language: Language, poisha: number, englishText?: string): string {
  if (language === 'en' && englishText !== undefined) return englishText;
  if (!core) return englishText ?? '';
  return language === 'en' ? core.formatMoney(poisha) : core.formatMoneyIn(poisha, language);
}

/** The money formatter for the language shown; the component renders again when either changes. */
export function useMoney(): MoneyText {
  const language = useLanguage();
  const core = useLoadedCore();
  // Only Bangla asks for the core here: English pages that format amounts
  // import it themselves, and the English home page's cards carry the server's text.
  const needsCore = !core && language !== 'en';
  useEffect(() => {
    if (needsCore) void loadCore().catch(() => undefined);
  }, [needsCore]);
  return (poisha, englishText) => moneyText(core, language, poisha, englishText);
}
