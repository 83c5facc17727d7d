import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import { testReview } from '@/test-support/test-review';
import { ProductDetailsView, type ProductDetailsViewProps } from './product-details-view';

function render(overrides: Partial<ProductDetailsViewProps> = {}) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProductDetailsView
        product={testProduct()}
        inCart={false}
        inWishlist={false}
        reviews={{ status: 'ready', reviews: [] }}
        onToggleCart={() => {}}
        onToggleWishlist={() => {}}
        {...overrides}
      />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ProductDetailsView', () => {
  it('shows the title, brand, final price and struck list price with the discount', () => {
    const html = render();
    expect(html).toContain('<h1 class="product-details__title">Samsung Galaxy A55 5G</h1>');
    expect(html).toContain('<p class="product-details__brand">Samsung</p>');
    expect(html).toContain('41,399.00 TK');
    expect(html).toMatch(/<s [^>]*>45,999.00 TK<\/s>/);
    expect(html).toContain('<span class="product-details__discount">-10%</span>');
  });

  it('shows only the final price when there is no discount', () => {
    const html = render({ product: testProduct({ discount: 0, final_price: 4_599_900, discount_shown: false, shown_discount_percent: 0 }) });
    expect(html).toContain('45,999.00 TK');
    expect(html).not.toContain('<s ');
    expect(html).not.toContain('-0%');
  });

  it('shows the discount only as the core allows, measured from its reference', () => {
    const hidden = render({ product: testProduct({ discount: 25, discount_shown: false, shown_discount_percent: 0 }) });
    expect(hidden).not.toContain('<s ');
    expect(hidden).not.toContain('-25%');
    const measured = render({ product: testProduct({ discount: 29, reference_price: 3_000_000, shown_discount_percent: 5 }) });
    expect(measured).toMatch(/<s [^>]*>30,000.00 TK<\/s>/);
    expect(measured).toContain('<span class="product-details__discount">-5%</span>');
  });

  it('describes the cover image with fixed dimensions', () => {
    expect(render()).toMatch(/<img src="\/api\/images\/665f1c2e9b1e8a3d4c5b6a70" alt="Samsung Galaxy A55 5G" width="480" height="480"/);
  });

  it('offers the back-in-stock slot only when the phone is out of stock', () => {
    const stockAlert = <button type="button">Notify me</button>;
    expect(render({ product: testProduct({ stock: 0 }), stockAlert })).toContain('>Notify me</button>');
    expect(render({ product: testProduct({ stock: 3 }), stockAlert })).not.toContain('Notify me');
  });

  it('shows the stock state', () => {
    expect(text(render())).toContain('In stock');
    expect(text(render({ product: testProduct({ stock: 3 }) }))).toContain('Only 3 left');
    expect(text(render({ product: testProduct({ stock: 0 }) }))).toContain('Out of stock');
  });

  it('shows rating with count and every spec row', () => {
    const t = text(render());
    expect(t).toContain('4.4 (18 ratings)');
    for (const row of [
      'RAM 8 GB',
      'Storage 256 GB',
      'Battery 5,000 mAh',
      'Display 6.6 inches',
      'Main camera 50 MP',
      'Selfie camera 32 MP',
      'Network 5G',
      'Processor Exynos 1480',
    ]) {
      expect(t).toContain(row);
    }
    expect(t).toContain('A phone');
  });

  it('says a selfie camera stored before the shop asked for it is not known', () => {
    const { specs } = testProduct();
    expect(text(render({ product: testProduct({ specs: { ...specs, selfie_camera_mp: null } }) }))).toContain('Selfie camera Not known');
  });

  it('labels the buttons by whether the product is in the cart and wishlist', () => {
    let t = text(render());
    expect(t).toContain('Add to Cart');
    expect(t).toContain('Add to Wishlist');
    t = text(render({ inCart: true, inWishlist: true }));
    expect(t).toContain('Remove from Cart');
    expect(t).toContain('Remove from Wishlist');
    expect(t).not.toContain('Add to');
  });

  it('disables the toggle that is waiting for the server', () => {
    expect(render({ pending: 'cart' })).toMatch(/<button type="button" class="product-button" disabled="" aria-busy="true">Add to Cart/);
  });

  it('lists reviews with stars, or says there are none', () => {
    expect(text(render())).toContain('No reviews yet');
    const html = render({
      reviews: {
        status: 'ready',
        reviews: [
          testReview({ _id: 'r1', customer_name: 'Rahim', rating: 4, title: 'Great value', text: 'Battery lasts two days', createdAt: '2026-10-02T08:00:00Z' }),
        ],
      },
    });
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('★★★★</span><span class="stars__empty" aria-hidden="true">★</span>');
    const t = text(html);
    expect(t).toContain('Great value');
    expect(t).toContain('Battery lasts two days');
    expect(t).toContain('Rahim · 2 Oct 2026');
    expect(t).not.toContain('No reviews yet');
  });
});

describe('the seller link', () => {
  it('leads to the author page only when the product names who listed it', () => {
    expect(render()).not.toContain('More phones from this seller');
    const html = render({ product: testProduct({ created_by: '665f1c2e9b1e8a3d4c5b6a70' }) });
    expect(html).toContain('href="/products/665f1c2e9b1e8a3d4c5b6a70"');
  });
});
