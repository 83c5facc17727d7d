import { COMPARE_MAX, VARIANT_MARK } from '@/config/compare';

/** The ids of a `/compare?ids=a,b` address: trimmed, without repeats, at most `COMPARE_MAX`. */
export function compareIdsOf(search: URLSearchParams): string[] {
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The phone and the variant a compare key names. */
export function compareTarget(key: string): { productId: string; variantId: string | null } {
  const [productId = '', variantId] = key.split(VARIANT_MARK);
  return { productId, variantId: variantId || null };
}
