import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import { ProductCard } from './product-card';

function render(product = testProduct()) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows the discounted and list prices formatted by the core', () => {
    const html = render();
    expect(html).toContain('41,399.00 TK');
    expect(html).toContain('<s class="product-card__list">45,999.00 TK</s>');
    expect(html).toContain('-10%');
  });

  it('links to the product details route and describes the image', () => {
    const html = render();
    expect(html).toContain('href="/product/samsung-galaxy-a55-5g/665f1c2e9b1e8a3d4c5b6a70"');
    expect(html).toContain('alt="Samsung Galaxy A55 5G"');
    expect(html).toContain('width="240" height="240"');
  });

  it('hides the list price when there is no discount', () => {
    const html = render(testProduct({ discount: 0, final_price: 4_599_900, discount_shown: false, shown_discount_percent: 0 }));
    expect(html).toContain('45,999.00 TK');
    expect(html).not.toContain('<s ');
  });

  it('shows no discount the core did not let through (a raise, then a discount back to the old price)', () => {
    const html = render(
      testProduct({ price: 4_000_000, discount: 25, final_price: 3_000_000, discount_shown: false, reference_price: 3_000_000, shown_discount_percent: 0 }),
    );
    expect(html).not.toContain('<s ');
    expect(html).not.toContain('-25%');
    expect(html).not.toContain('product-card__badge');
  });

  it('measures a shown discount from the reference price, not the list price', () => {
    const html = render(
      testProduct({
        price: 4_000_000,
        discount: 29,
        final_price: 2_840_000,
        reference_price: 3_000_000,
        reference_price_text: '30,000.00 TK',
        shown_discount_percent: 5,
      }),
    );
    expect(html).toContain('<s class="product-card__list">30,000.00 TK</s>');
    expect(html).toContain('-5%');
    expect(html).not.toContain('-29%');
  });

  it('shows a phone sold in variants from its cheapest price, with its colours named for screen readers', () => {
    const html = render(
      testProduct({
        variant_count: 4,
        from_price: 3_999_900,
        from_price_text: '39,999.00 TK',
        colours: [
          { name: 'Blue', swatch: '#1e3a8a' },
          { name: 'Black', swatch: null },
        ],
      }),
    );
    expect(html).toContain('from 39,999.00 TK');
    expect(html).toContain('Colours: Blue, Black');
    expect(html).toContain('background:#1e3a8a');
    expect(html.match(/<i /g)).toHaveLength(2);
    expect(html).toContain('href="/product/samsung-galaxy-a55-5g/665f1c2e9b1e8a3d4c5b6a70"');
  });

  it('shows the variant a filter matched at its own price, linking to it', () => {
    const html = render(testProduct({ variant_count: 4, from_price: 3_999_900, matched_variant: '665f1c2e9b1e8a3d4c5b6a99' }));
    expect(html).not.toContain('from ');
    expect(html).toContain('41,399.00 TK');
    expect(html).toContain('href="/product/samsung-galaxy-a55-5g/665f1c2e9b1e8a3d4c5b6a70?variant=665f1c2e9b1e8a3d4c5b6a99"');
  });

  it('shows a product sold as itself at its price, with no swatches', () => {
    const html = render();
    expect(html).not.toContain('from ');
    expect(html).not.toContain('product-card__colours');
  });
});
