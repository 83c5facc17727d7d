import { isShopCoreError, validateField } from '@/lib/core/core';
import type { RefusedField } from '@/lib/format/field-errors';

/** The core's brand-name rule, as the one field of a brand form. */
export function checkBrandName(name: string): RefusedField[] {
  try {
    validateField('brandName', name);
    return [];
  } catch (error) {
    if (isShopCoreError(error)) return [{ field: 'name', code: error.code, params: error.params }];
    throw error;
  }
}
