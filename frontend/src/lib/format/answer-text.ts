import type { Format } from '@/lib/format/format';
import { codedTextIn } from '@/lib/i18n/texts';

/** What a server's answer (`{message, code?, params?}`) says, in the page's language when its code is known. */
export function answerText(format: Format, answer: { message: string }): string {
  const coded = codedTextIn(answer);
  return coded ? format.text(coded, answer.message) : answer.message;
}
