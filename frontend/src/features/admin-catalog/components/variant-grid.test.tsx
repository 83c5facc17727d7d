import '@/test-support/core-loaded';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testPhone } from '@/test-support/test-phone';
import { VariantGrid } from './variant-grid';

describe('VariantGrid', () => {
  it('offers every axis value and variant cell named for screen readers, and the axes a phone has not declared', () => {
    const html = renderToStaticMarkup(<VariantGrid phone={testPhone} onReload={() => {}} />);
    expect(html).toContain('aria-label="Colour value 2" value="Black"');
    expect(html).toContain('aria-label="Swatch of Blue" value="#1e3a8a"');
    expect(html).toContain('aria-label="SKU of variant 3" value="A55-v3"');
    expect(html).toContain('aria-label="Price (TK) of variant 2" inputMode="decimal" value="45000.00"');
    expect(html).toContain('aria-label="Stock of variant 1" inputMode="numeric" value="5"');
    expect(html).toMatch(/<select aria-label="Storage of variant 2">.*<option value="8\/256 GB" selected="">/);
    expect(html).toContain('aria-label="Upload a picture of Black"');
    expect(html).toContain('Add the axis Edition');
    expect(html).not.toContain('Add the axis Colour');
    expect(html.match(/aria-label="Remove variant \d"/g)).toHaveLength(3);
  });

  it("pins each row's option values at the left, one width apart, so a number scrolled to keeps its row's name in view", () => {
    const html = renderToStaticMarkup(<VariantGrid phone={testPhone} onReload={() => {}} />);
    expect(html).toContain('<div class="variant-grid__rows" style="--axes:2">');
    const pinned = (at: number, last: boolean) => `class="variant-table__value${last ? ' variant-table__value--last' : ''}" style="--at:${at}"`;
    expect(html).toContain(`<th scope="col" ${pinned(0, false)}>Storage</th><th scope="col" ${pinned(1, true)}>Colour</th><th scope="col">SKU</th>`);
    expect(html.match(new RegExp(`<td ${pinned(0, false)}><select aria-label="Storage of variant \\d"`, 'g'))).toHaveLength(3);
    expect(html.match(new RegExp(`<td ${pinned(1, true)}><select aria-label="Colour of variant \\d"`, 'g'))).toHaveLength(3);
    expect(html.match(/class="variant-table__value/g)).toHaveLength(2 + 2 * 3);
  });
});
