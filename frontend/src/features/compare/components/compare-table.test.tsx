import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import type { Product } from '@/types/product';
import { CompareTable } from './compare-table';

const base = testProduct();
const phones: Product[] = [
  testProduct({ _id: 'a', title: 'Alpha', final_price: 2_000_000, final_price_text: '20,000.00 TK' }),
  testProduct({
    _id: 'b',
    title: 'Beta',
    final_price: 3_000_000,
    final_price_text: '30,000.00 TK',
    rating_count: 0,
    specs: { ...base.specs, ram_gb: 12, network: '4G', processor: 'Helio G99' },
  }),
  testProduct({ _id: 'c', title: 'Gamma', final_price: 2_500_000, final_price_text: '25,000.00 TK', specs: { ...base.specs, ram_gb: 12 } }),
];

function render(differencesOnly: boolean, shown = phones) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CompareTable
        entries={shown.map((phone) => ({ key: phone._id, phone, variantId: null, label: '' }))}
        differencesOnly={differencesOnly}
        onRemove={() => {}}
      />
    </MemoryRouter>,
  );
}

/** The cells of one row (`data-row`), as text, with "*" after the ones marked best. */
function row(html: string, key: string): string[] | undefined {
  const match = new RegExp(`<tr data-row="${key}">(.*?)</tr>`).exec(html);
  if (!match) return undefined;
  return [...match[1]!.matchAll(/<td( class="compare-table__best")?>(.*?)<\/td>/g)].map(
    ([, best, cell]) => cell!.replace(/<span class="compare-table__badge">Best<\/span>/, '').replace(/<[^>]+>/g, '') + (best ? '*' : ''),
  );
}

describe('CompareTable', () => {
  it('marks the best values of each row as the core decides', () => {
    const html = render(false);
    expect(row(html, 'price')).toEqual(['20,000.00 TK*', '30,000.00 TK', '25,000.00 TK']);
    expect(row(html, 'ram')).toEqual(['8 GB', '12 GB*', '12 GB*']);
    expect(row(html, 'storage')).toEqual(['256 GB', '256 GB', '256 GB']);
    expect(row(html, 'network')).toEqual(['5G*', '4G', '5G*']);
    expect(row(html, 'processor')).toEqual(['Exynos 1480', 'Helio G99', 'Exynos 1480']);
    expect(row(html, 'rating')).toEqual(['4.4 of 5 (18)', '—Not known', '4.4 of 5 (18)']);
    expect(html.match(/>Best</g)).toHaveLength(5);
  });

  it('shows only the rows that differ when asked', () => {
    const html = render(true);
    expect([...html.matchAll(/<tr data-row="(\w+)"/g)].map(([, key]) => key)).toEqual(['price', 'ram', 'network', 'processor', 'rating']);
    expect(render(true, [phones[0]!])).toContain('These phones have the same specs.');
  });

  it("heads each column with the phone's picture, the first fetched first, all at once", () => {
    const head = /<thead>(.*?)<\/thead>/.exec(render(false))![1]!;
    const pictures = [...head.matchAll(/<div class="compare-table__picture"><img ([^>]*)\/><\/div>/g)].map(([, attributes]) => attributes!);
    expect(pictures).toHaveLength(3);
    // Beside the name, which the link says: the pictures say nothing more.
    expect(pictures.map((attributes) => /alt="([^"]*)"/.exec(attributes)?.[1])).toEqual(['', '', '']);
    expect([...head.matchAll(/<a [^>]*>(\w+)<\/a>/g)].map(([, name]) => name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(pictures.map((attributes) => /fetchPriority="(\w+)"/i.exec(attributes)?.[1])).toEqual(['high', 'auto', 'auto']);
    for (const attributes of pictures) expect(attributes).toContain('loading="eager"');
  });

  it('names each remove button and the scrolling region', () => {
    const html = render(false);
    expect(html).toContain('aria-label="Remove Beta from comparison"');
    expect(html).toMatch(/<div class="compare-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">/);
    expect(html).toContain('<th scope="row" class="compare-table__name">Main camera</th>');
  });

  it('names a compared variant beside its phone and links to its page on it', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CompareTable
          entries={[
            { key: 'a~v2', phone: phones[0]!, variantId: 'v2', label: '8/256 GB · Blue' },
            { key: 'a~v1', phone: phones[2]!, variantId: 'v1', label: '8/128 GB · Blue' },
          ]}
          differencesOnly={false}
          onRemove={() => {}}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/product/samsung-galaxy-a55-5g/a?variant=v2"');
    expect(html).toContain('<span class="compare-table__variant">8/256 GB · Blue</span>');
    expect(html).toContain('aria-label="Remove Gamma · 8/128 GB · Blue from comparison"');
  });
});
