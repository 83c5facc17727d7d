import { ApiError } from './api-client';
import { isShopCoreError } from './core';

/**
 * The text to show for a failure. The server's `{message}` and a core rule's
 * message are written for shoppers; anything else (a dropped connection, a
 * bridge's decoding error, a proxy's error page) gets `fallback` instead of
 * its raw text. An error answer without a `{message}` counts as the latter.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message && (error.status < 500 || error.status === 503)) {
    return error.message;
  }
  if (isShopCoreError(error) && !error.code.startsWith('bridge.')) return error.message;
  return fallback;
}
