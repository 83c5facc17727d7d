// The message a field shows inline, from the core's field rule, in the
// chosen language. Apart from `core.ts`, so the module that loads the core
// does not import the interface's texts (and through them the loader).
import { isShopCoreError } from '@/lib/core/core-error';
import { type Format, formatNow } from './format';

/** A core field rule: throws the core's error when `value` breaks `rule`. */
export type FieldRule = (rule: string, value: string) => unknown;

/** The message a field shows inline (in the chosen language), or null when the value is accepted. */
export function fieldMessage(validate: FieldRule, rule: string, value: string, format: Format = formatNow()): string | null {
  try {
    validate(rule, value);
    return null;
  } catch (error) {
    if (isShopCoreError(error)) return format.text(error);
    throw error;
  }
}
