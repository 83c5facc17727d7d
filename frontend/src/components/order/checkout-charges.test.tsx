import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testCheckout } from '@/test-support/test-checkout';
import { CheckoutCharges } from './checkout-charges';

describe('CheckoutCharges', () => {
  it('is a region named by its caption that takes the keyboard focus, so a phone-wide table scrolls by keys', () => {
    const html = renderToStaticMarkup(<CheckoutCharges checkout={testCheckout({})} caption="Your invoice" />);
    const region = html.match(/^<div class="charges" role="region" aria-labelledby="([^"]+)" tabindex="0">/);
    expect(region, html.slice(0, 120)).not.toBeNull();
    expect(html).toContain(`<caption id="${region![1]}">Your invoice</caption>`);
  });
});
