// The texts the core and the server produce (notices, status and method
// names, field errors, `{message}`s) travel as a stable code with typed
// values, `{code: 'cart.above_stock', params: {stock: 3}}`. They are shown
// from the language's catalog by that code: English from the catalog
// generated out of the Rust code (src/generated/texts.ts, which arrives with
// the core: the first page does not carry it), Bangla from the hand-kept
// locales/bn/texts.json in the Bangla chunk. The numbers in them are written
// by the formatter of the language shown, so rewording an English sentence
// in Rust never loses its Bangla.
import type { TextCode, TextKind } from '@/generated/texts';
import { NOTICE_TEXTS } from '@/generated/notice-texts';
import type { Language } from './instance';

/** A value in a text: a count or an amount in poisha, words, or another text. */
export type TextParam = number | string | CodedText;

/** A text by its code, with its values (as they arrive: anything else than a `TextParam` is not written). */
export interface CodedText {
  code: string;
  params?: Readonly<Record<string, unknown>>;
}

/** How the language shown writes the numbers in a text (see `useFormat`). */
export interface TextNumbers {
  language: Language;
  count: (value: number) => string;
  /** An amount in poisha; `undefined` when it cannot be written yet (the core has not arrived). */
  money: (poisha: number) => string | undefined;
}

type Catalog = Readonly<Record<TextCode, { english: string; params: Readonly<Record<string, TextKind>> }>>;

let english: Catalog | undefined;
let bangla: Readonly<Record<string, string>> = {};

/** Called by the core's module with the generated catalog of every text. */
export function learnTexts(catalog: Catalog): void {
  english = catalog;
}

/** Called by the Bangla chunk with its catalog of the core's and the server's texts. */
export function learnBanglaTexts(catalog: Readonly<Record<string, string>>): void {
  bangla = catalog;
}

/** Whether the catalog has arrived (with the core). */
export const textsArrived = (): boolean => english !== undefined;

const known = (catalog: Catalog, code: string): code is TextCode => Object.hasOwn(catalog, code);

/** Whether the catalog has `code`; `undefined` until it has arrived. */
export const isTextCode = (code: string): boolean | undefined => english && known(english, code);

/** The English of a contract's notice, known before the core arrives (a log line, a first click's notice). */
export const noticeEnglish = (code: string): string | undefined => NOTICE_TEXTS[code];

/**
 * `text` in the language of `numbers`, its values written as that language
 * writes them; `undefined` before the catalog arrives, for a code it lacks,
 * or when a number in it cannot be written yet.
 */
export function writeText(text: CodedText, numbers: TextNumbers): string | undefined {
  const { code } = text;
  if (!english || !known(english, code)) return undefined;
  const kinds = english[code].params;
  const sentence = (numbers.language === 'bn' ? bangla[code] : undefined) ?? english[code].english;
  let missing = false;
  const written = sentence.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = text.params?.[name];
    const inner = codedTextIn(value);
    let shown: string | undefined;
    if (inner) shown = writeText(inner, numbers);
    else if (typeof value === 'number') shown = kinds[name] === 'money' ? numbers.money(value) : numbers.count(value);
    else if (typeof value === 'string') shown = value;
    if (shown === undefined) missing = true;
    return shown ?? placeholder;
  });
  return missing ? undefined : written;
}

/** `{code, params}` read from an answer or a thrown error, if it carries a code. */
export function codedTextIn(value: unknown): CodedText | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string') return undefined;
  return typeof params === 'object' && params !== null ? { code, params: params as Record<string, unknown> } : { code };
}
