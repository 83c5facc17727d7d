import { ApiError } from '@/lib/http/api-client';
import { isShopCoreError } from '@/lib/core/core-error';
import { type Format, formatNow } from './format';
import { codedTextIn } from '@/lib/i18n/texts';

/**
 * The text to show for a failure, in the language shown. The server's
 * answers and a core rule's refusals carry a text code, shown from the
 * catalog (the server's English `{message}` while its numbers cannot be
 * written yet); anything else (a dropped connection, a bridge's decoding
 * error, a proxy's error page) gets `fallback` instead of its raw text. An
 * error answer without a `{message}` counts as the latter.
 */
export function messageOf(error: unknown, fallback: string, format: Format = formatNow()): string {
  if (error instanceof ApiError && error.fromServer && error.message && (error.status < 500 || error.status === 503)) {
    return serverText(error, format);
  }
  if (isShopCoreError(error) && !error.code.startsWith('bridge.')) return format.text(error, fallback);
  return fallback;
}

/** The server's text of an error answer: by its code, or its English `{message}` from a server without codes. */
function serverText(error: ApiError, format: Format): string {
  const text = codedTextIn(error.body);
  return text ? format.text(text, error.message) : error.message;
}

/**
 * As `messageOf`, and also the server's own words on a 502: on the payment
 * calls that status means bKash could not be reached, and the shopper is told
 * so (a proxy's 502 page carries no `{message}` and still gets `fallback`).
 */
export function paymentMessageOf(error: unknown, fallback: string, format: Format = formatNow()): string {
  if (error instanceof ApiError && error.fromServer && error.status === 502 && error.message) return serverText(error, format);
  return messageOf(error, fallback, format);
}
