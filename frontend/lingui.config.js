// Interface texts: the English text is each message's id, `npx lingui extract`
// collects them from `i18n._(...)` calls into one catalog per area (JSON, one
// line per text), and the Vite plugin compiles the catalogs at build time (no
// compiler in the browser).
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-json';

/** The shop's languages, the core's `Locale::ALL` (`npm run api-types` writes them). */
const languages = JSON.parse(readFileSync(new URL('./src/generated/languages.json', import.meta.url), 'utf8'));

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: languages.map((language) => language.code),
  fallbackLocales: { default: 'en' },
  orderBy: 'messageId',
  format: formatter({ style: 'minimal' }),
  catalogs: [
    { path: '<rootDir>/src/lib/i18n/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}'] },
    {
      path: '<rootDir>/src/lib/i18n/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/config'],
    },
  ],
};
