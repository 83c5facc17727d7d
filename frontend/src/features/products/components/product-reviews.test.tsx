import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testReview } from '@/test-support/test-review';
import { ProductReviews } from './product-reviews';

describe('ProductReviews', () => {
  it('says which variant a reviewer bought, when it is known', () => {
    const html = renderToStaticMarkup(
      <ProductReviews
        state={{ status: 'ready', reviews: [testReview({ variant_label: '8/256 GB · Blue' }), testReview({ _id: 'r2', customer_name: 'Karim' })] }}
      />,
    );
    expect(html).toContain('Bought 8/256 GB · Blue');
    expect(html.match(/Bought /g)).toHaveLength(1);
  });
});
