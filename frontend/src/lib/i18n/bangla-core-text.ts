// The Bangla lookup of the core's and the server's texts (see core-text.ts),
// part of the Bangla chunk. A text with numbers or names in it
// (`Only 3 left in stock`) matches its catalog id (`Only {stock} left in
// stock`) and keeps those values, a whole number in Bengali digits (by the
// core, which arrives with this chunk).
import { i18n } from './instance';
import { loadedCore } from '../load-core';

/** A value read out of a written text, with a whole number in Bengali digits. */
function valueInBangla(value: string): string {
  const core = loadedCore();
  return core && /^\d{1,15}$/.test(value) ? core.formatCountIn(Number(value), 'bn') : value;
}

/** A catalog id with `{name}` placeholders, as a pattern that reads the values back out of a written text. */
interface Template {
  id: string;
  names: string[];
  regex: RegExp;
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(id: string): Template {
  const parts = id.split(/\{(\w+)\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part))).join('');
  return { id, names, regex: new RegExp(`^${source}$`) };
}

/**
 * The lookup for the catalog whose ids are `ids`. Only those ids are read as
 * templates, so a server text never matches an interface text's placeholders
 * (`Delete {name}`) by chance; `i18n` holds the merged Bangla messages.
 */
export function banglaCoreText(ids: string[]): (text: string) => string {
  const templates = ids.filter((id) => /\{\w+\}/.test(id)).map(templateOf);
  return (text) => {
    if (Object.hasOwn(i18n.messages, text)) return i18n._(text);
    for (const { id, names, regex } of templates) {
      const found = regex.exec(text);
      if (found) return i18n._(id, Object.fromEntries(names.map((name, index) => [name, valueInBangla(found[index + 1] ?? '')])));
    }
    return text;
  };
}
