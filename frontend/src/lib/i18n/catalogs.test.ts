// The interface's catalogs, gathered by `npm run texts`: every area's Bangla catalog translates
// each English id, keeping its values. `lingui extract` adds a new text to `bn/` with an empty
// translation and counts nothing missing, so an untranslated text would reach a Bangla reader in
// English (Lingui falls back to the id) without this.
import { describe, expect, it } from 'vitest';

type Catalog = Readonly<Record<string, string>>;
const load = (files: Record<string, Catalog>) =>
  Object.fromEntries(Object.entries(files).map(([path, catalog]) => [path.replace(/^.*\/([\w-]+)\.json$/, '$1'), catalog]));
const english = load(import.meta.glob<Catalog>('./locales/en/*.json', { eager: true, import: 'default' }));
const bangla = load(import.meta.glob<Catalog>(['./locales/bn/*.json', '!./locales/bn/texts.json'], { eager: true, import: 'default' }));
const placeholders = (sentence: string) => [...new Set([...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the interface catalogs', () => {
  it('have the same areas in both languages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(10);
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
  });

  for (const [area, ids] of Object.entries(english)) {
    it(`${area}: Bangla translates every text, with the same values`, () => {
      const translations = bangla[area] ?? {};
      expect(Object.keys(translations).sort()).toEqual(Object.keys(ids).sort());
      expect(Object.keys(ids).filter((id) => !translations[id]?.trim())).toEqual([]);
      for (const id of Object.keys(ids)) expect(placeholders(translations[id] ?? ''), id).toEqual(placeholders(id));
    });
  }
});
