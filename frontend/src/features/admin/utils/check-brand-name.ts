import { type FieldError, fieldMessage } from '../../../lib/core';

/** The core's brand-name rule, as the one field of a brand form. */
export function checkBrandName(name: string): FieldError[] {
  const message = fieldMessage('brandName', name);
  return message ? [{ field: 'name', code: 'brandName', message }] : [];
}
