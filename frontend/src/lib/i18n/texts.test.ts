// Every text the core and the server can produce (the generated list, from
// `shop-server texts`) has its sentence in every language's catalog, with
// the same values in it: adding a text in Rust without its Bangla fails here.
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@/generated/texts';
import bangla from './locales/bn/texts.json';

const placeholders = (sentence: string) => [...new Set([...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const catalogs: Record<string, Readonly<Record<string, string>>> = {
  en: Object.fromEntries(Object.entries(TEXTS).map(([code, text]) => [code, text.english])),
  bn: bangla,
};

describe('the text catalogs', () => {
  const codes = Object.keys(TEXTS);

  it('list the texts of both the core and the server', () => {
    expect(codes).toContain('cart.above_stock');
    expect(codes).toContain('auth.sign_in_first');
    expect(codes.length).toBeGreaterThan(100);
  });

  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`${language} has every code, with the values each text declares`, () => {
      const missing = codes.filter((code) => !catalog[code]);
      expect(missing).toEqual([]);
      for (const [code, text] of Object.entries(TEXTS)) {
        expect(placeholders(catalog[code] ?? ''), `${language} ${code}`).toEqual(Object.keys(text.params).sort());
      }
    });

    it(`${language} has no text the core and the server no longer produce`, () => {
      expect(Object.keys(catalog).filter((code) => !Object.hasOwn(TEXTS, code))).toEqual([]);
    });
  }
});
