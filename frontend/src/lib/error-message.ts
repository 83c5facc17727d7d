import { ApiError } from './api-client';
import { isShopCoreError } from './core-error';
import { coreText } from './i18n/core-text';

/**
 * The text to show for a failure. The server's `{message}` and a core rule's
 * message are written for shoppers; anything else (a dropped connection, a
 * bridge's decoding error, a proxy's error page) gets `fallback` instead of
 * its raw text. An error answer without a `{message}` counts as the latter.
 * The server's and the core's words are shown in the chosen language.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message && (error.status < 500 || error.status === 503)) {
    return coreText(error.message);
  }
  if (isShopCoreError(error) && !error.code.startsWith('bridge.')) return coreText(error.message);
  return fallback;
}

/**
 * As `messageOf`, and also the server's own words on a 502: on the payment
 * calls that status means bKash could not be reached, and the shopper is told
 * so (a proxy's 502 page carries no `{message}` and still gets `fallback`).
 */
export function paymentMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.status === 502 && error.message) return coreText(error.message);
  return messageOf(error, fallback);
}
