// What the core throws, recognisable without loading the core: code that only
// tells a rule's refusal from other failures need not wait for the module.

/** An error thrown by a core rule; `code` names the rule, `message` is for the user. */
export interface ShopCoreError extends Error {
  name: 'ShopCoreError';
  code: string;
}

export function isShopCoreError(error: unknown): error is ShopCoreError {
  return error instanceof Error && error.name === 'ShopCoreError';
}
