import { describe, expect, it } from 'vitest';
import type { Suggestions } from '../api/get-suggestions';
import { linksOf, nextOption } from '../utils/search-combobox';

describe('the search box as a combobox', () => {
  it('moves down through the options, back to the text typed, and round again; up the other way', () => {
    const down = [-1, 0, 1, 2, -1].map((at) => nextOption(at, 1, 3));
    expect(down).toEqual([0, 1, 2, -1, 0]);
    const up = [-1, 2, 0].map((at) => nextOption(at, -1, 3));
    expect(up).toEqual([2, 1, -1]);
  });

  it("links brands to their search and phones to their page, on the variant a size asked for, in the list's order", () => {
    const found = {
      brands: [{ name: 'Samsung', phones: 18 }],
      phones: [
        { _id: 'a'.repeat(24), slug: 'galaxy-s24', matched_variant: null },
        { _id: 'b'.repeat(24), slug: 'galaxy-a55', matched_variant: 'c'.repeat(24) },
      ],
    } as unknown as Suggestions;
    expect(linksOf(found)).toEqual([
      '/q?search=Samsung',
      `/product/galaxy-s24/${'a'.repeat(24)}`,
      `/product/galaxy-a55/${'b'.repeat(24)}?variant=${'c'.repeat(24)}`,
    ]);
  });
});
