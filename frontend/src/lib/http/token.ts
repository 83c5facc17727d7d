// The session token lives in local storage under the contract's key 'token'; a cookie hints to
// the server that it is there (lib/first-screen-hints.ts).
import { hintSignedIn } from '@/lib/first-screen-hints';

export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string | null | undefined): void {
  if (!token) return;
  try {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
    hintSignedIn(true);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts the page.
  }
}

export function clearToken(): void {
  hintSignedIn(false);
  try {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
