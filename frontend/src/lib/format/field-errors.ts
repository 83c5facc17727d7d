import { type Format, formatNow } from './format';
import type { TextParam } from '@/lib/i18n/texts';

/** A refused field, from the core (`{field, code, params}`) or the server (also its English `message`). */
export interface RefusedField {
  field: string;
  code: string;
  params: Record<string, TextParam>;
  message?: string;
}

/** The message a form shows beside `field`, from the core's (or the server's) refused fields, in the chosen language. */
export function messageFor(errors: readonly RefusedField[], field: string, format: Format = formatNow()): string | undefined {
  const error = errors.find((refused) => refused.field === field);
  return error && format.text(error, error.message);
}
