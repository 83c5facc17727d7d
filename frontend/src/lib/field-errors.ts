import type { FieldError } from './core';
import { coreText } from './i18n/core-text';

/** The message a form shows beside `field`, from the core's (or the server's) refused fields, in the chosen language. */
export function messageFor(errors: FieldError[], field: string): string | undefined {
  const message = errors.find((error) => error.field === field)?.message;
  return message === undefined ? undefined : coreText(message);
}
