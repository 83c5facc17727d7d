import { type FieldError, validateField } from '../../../lib/core';
import { fieldMessage } from '../../../lib/field-message';

/** The core's brand-name rule, as the one field of a brand form. */
export function checkBrandName(name: string): FieldError[] {
  const message = fieldMessage(validateField, 'brandName', name);
  return message ? [{ field: 'name', code: 'brandName', message }] : [];
}
