import { COMPARE_MAX } from '@/config/compare';

/** The ids of a `/compare?ids=a,b` address: trimmed, without repeats, at most `COMPARE_MAX`. */
export function compareIdsOf(search: URLSearchParams): string[] {
  const ids = (search.get('ids') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
