import { formatNow } from '@/lib/format/format';
import { i18n } from '@/lib/i18n';

// The notices an admin's change ends with, in the language shown, naming what changed as the
// catalog names it.

export const addedNotice = (name: string) => i18n._('{name} added', { name });

export const updatedNotice = (name: string) => i18n._('{name} updated', { name });

export const renamedNotice = (name: string, renamed: string) => i18n._('{name} renamed to {renamed}', { name, renamed });

/** Phones or a brand deleted: by name when it was one, else how many phones. */
export function deletedNotice(names: string[]): string {
  const [only] = names;
  if (names.length === 1 && only !== undefined) return i18n._('{name} deleted', { name: only });
  return i18n._('{count} products deleted', { count: formatNow().count(names.length) });
}
