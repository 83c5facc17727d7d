import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notices } from '@/lib/core/core';
import { formatNow } from '@/lib/format/format';
import { CartPage } from './cart-page';

describe('the cart page before the shopper’s lines arrive', () => {
  // A server render reads the store's first state: no lines asked for yet.
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );

  it('draws its heading at once', () => {
    expect(html).toContain(`<h1 id="cart-title">${formatNow().text({ code: notices.cartTitle })}</h1>`);
    expect(html).toContain('aria-busy="true"');
  });

  it('says it is loading, not that the cart is empty, and offers no checkout', () => {
    expect(html).toContain('Loading…');
    expect(html).not.toContain(formatNow().text({ code: notices.cartEmpty }));
    expect(html).not.toContain('PROCEED TO CHECKOUT');
    expect(html).not.toContain('data-testid="cart-subtotal"');
  });
});
