// What the core throws, recognisable without loading the core: code that only
// tells a rule's refusal from other failures need not wait for the module.
import type { TextParam } from '@/lib/i18n/texts';

/** An error thrown by a core rule: `code` and `params` are its text (shown from the catalogs by code). */
export interface ShopCoreError extends Error {
  name: 'ShopCoreError';
  code: string;
  params: Record<string, TextParam>;
}

export function isShopCoreError(error: unknown): error is ShopCoreError {
  return error instanceof Error && error.name === 'ShopCoreError';
}
