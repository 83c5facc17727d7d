// The order a table sorts a column in unless the column names its own.

// Words as a reader orders them: case aside, and the numbers inside them by value (A5 before A15).
const words = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
// The server's times (RFC 3339, a fraction of a second only when there is one) and record ids.
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ID = /^[0-9a-f]{24}$/;

/**
 * Numbers by value, times by the moment they name, record ids as written (which is the order
 * they were made in), anything else as words. A missing value (null) counts as empty.
 */
export function compareCells(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  if (typeof x === 'string' && typeof y === 'string') {
    if (TIME.test(x) && TIME.test(y)) return Date.parse(x) - Date.parse(y);
    if (ID.test(x) && ID.test(y)) return x < y ? -1 : x > y ? 1 : 0;
  }
  return words.compare(wordsOf(x), wordsOf(y));
}

/** A cell as words: text, numbers and truth values as written; a missing value, or an object (no words of its own), as empty. */
const wordsOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : '';
