import { LANGUAGE_NAMES, LANGUAGES, isLanguage, useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';

/** English / বাংলা: a labelled select, each language named in itself. */
export function LanguageSwitch() {
  const i18n = useI18n();
  const language = useShopStore((s) => s.language);
  const chooseLanguage = useShopStore((s) => s.chooseLanguage);
  return (
    <label className="language-switch">
      <span className="visually-hidden">{i18n._('Language')}</span>
      <select value={language} data-testid="language-switch" onChange={(event) => isLanguage(event.target.value) && void chooseLanguage(event.target.value)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
