import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import { ProductCard } from './product-card';
import { type ImageLoad, firstRowLoad } from './product-image';

const BASE = '/api/images/665f1c2e9b1e8a3d4c5b6a70/0123456789abcdef';

const photographed = testProduct({
  cover_picture: {
    width: 1200,
    height: 800,
    src: BASE,
    srcset: [
      { url: `${BASE}/240.webp`, width: 240 },
      { url: `${BASE}/480.webp`, width: 480 },
      { url: `${BASE}/960.webp`, width: 960 },
    ],
  },
});

/** The attributes of the card's `<img>` as the static markup writes them (the tests run without a DOM). */
function cardImage(product = photographed, load?: ImageLoad) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ProductCard product={product} load={load} />
    </MemoryRouter>,
  );
  const tag = /<img ([^>]*)>/.exec(html)?.[1];
  if (!tag) throw new Error(`no img in ${html}`);
  // HTML attribute names ignore case; React writes `srcSet` and `fetchPriority`.
  const attributes = new Map([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));
  return {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    hasAttribute: (name: string) => attributes.has(name),
  };
}

describe('a product card picture', () => {
  it('offers the WebP copies by width with the sizes it is shown at and the intrinsic size', () => {
    const img = cardImage();
    expect(img.getAttribute('srcset')).toBe(`${BASE}/240.webp 240w, ${BASE}/480.webp 480w, ${BASE}/960.webp 960w`);
    expect(img.getAttribute('sizes')).toMatch(/50vw$/);
    expect(img.getAttribute('src')).toBe(BASE);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('alt')).toBe('Samsung Galaxy A55 5G');
  });

  it('waits until it nears the screen unless it is in the first row, and the first is fetched first', () => {
    const lazy = cardImage();
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'async', 'auto']);
    const eager = cardImage(photographed, 'eager');
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'auto']);
    const first = cardImage(photographed, 'high');
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([0, 1, 2, 7].map(firstRowLoad)).toEqual(['high', 'eager', 'lazy', 'lazy']);
  });

  it('shows a cover stored before sizes were kept as before, and an SVG without copies', () => {
    const old = cardImage(testProduct({ cover_picture: null }));
    expect(old.getAttribute('src')).toBe('/api/images/665f1c2e9b1e8a3d4c5b6a70');
    expect(old.hasAttribute('srcset') || old.hasAttribute('sizes')).toBe(false);
    expect([old.getAttribute('width'), old.getAttribute('height')]).toEqual(['240', '240']);
    const svg = cardImage(testProduct({ cover_picture: { width: 240, height: 240, src: BASE, srcset: [] } }));
    expect(svg.getAttribute('src')).toBe(BASE);
    expect(svg.hasAttribute('srcset')).toBe(false);
  });
});
