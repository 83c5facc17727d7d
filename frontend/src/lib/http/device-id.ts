// This browser's random device id, kept in local storage: the shop limits the
// SMS codes one device may ask for, so a script cannot walk through numbers.
const KEY = 'phone-shop.device';

let kept: string | null = null;

function fresh(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; 16 random bytes in hex serve alike.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device id, made on first use (a browser without storage gets one per page load). */
export function deviceId(): string {
  if (kept) return kept;
  try {
    kept = localStorage.getItem(KEY) ?? fresh();
    localStorage.setItem(KEY, kept);
  } catch {
    kept = fresh();
  }
  return kept;
}
