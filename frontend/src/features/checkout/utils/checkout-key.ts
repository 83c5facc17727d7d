/**
 * A fresh idempotency key for one checkout: 32 random hex digits.
 * (`crypto.randomUUID` exists only on https and localhost; `getRandomValues`
 * everywhere, so the shop also works behind plain http.)
 */
export function newCheckoutKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
