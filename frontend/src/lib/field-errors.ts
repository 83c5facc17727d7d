import type { FieldError } from './core';

/** The message a form shows beside `field`, from the core's (or the server's) refused fields. */
export const messageFor = (errors: FieldError[], field: string): string | undefined =>
  errors.find((error) => error.field === field)?.message;
