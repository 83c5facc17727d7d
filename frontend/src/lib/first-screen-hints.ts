// Hints the app leaves for the server in cookies: that this browser holds a session, and the
// language it shows. A signed-in shopper's cart page then comes with its heading drawn, which
// paints before the app's code has run (server/src/routes/pages.rs, `cart`). They choose what
// the server draws, never what anyone may do or see: the session is the token in local storage,
// sent as a header, and the server reads nothing private for them.
import type { Language } from '@/lib/i18n';

const SIGNED_IN = 'signed_in';
const LANGUAGE = 'language';
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Sets the cookie `name` for every page of the shop, or removes it (`null`); nothing outside a browser. */
function setHint(name: string, value: string | null): void {
  const document = globalThis.document;
  if (!document) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  const lifetime = value === null ? 'max-age=0' : `max-age=${A_YEAR_S}`;
  document.cookie = `${name}=${value ?? ''}; path=/; ${lifetime}; samesite=lax${secure}`;
}

/** Says whether this browser holds a session (its token is kept). */
export function hintSignedIn(signedIn: boolean): void {
  setHint(SIGNED_IN, signedIn ? '1' : null);
}

/** Says which language the app shows here. */
export function hintLanguage(language: Language): void {
  setHint(LANGUAGE, language);
}
