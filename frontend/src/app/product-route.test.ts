import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { productIdFrom } from '@/features/products/utils/product-address';
import { routes } from './route-table';

const ID = '665f1c2e9b1e8a3d4c5b6a70';

/** The product id the app's route table hands the product page for `pathname`, or null for another page. */
function idFromAddress(pathname: string): string | null {
  const last = matchRoutes(routes, pathname)?.at(-1);
  if (!last || last.route.path !== paths.productRoute) return null;
  return productIdFrom(last.params['*'] ?? '');
}

describe('the product route', () => {
  it('opens the product page for canonical and encoded-slash addresses, with the id from the last segment', () => {
    expect(idFromAddress(paths.productDetails('samsung-galaxy-a55-8-128gb-5b6a70', ID))).toBe(ID);
    expect(idFromAddress(`/product/Galaxy%20A55%208%2F128GB/${ID}`)).toBe(ID);
    expect(idFromAddress(`/product/Galaxy A55 8/128GB/${ID}`)).toBe(ID);
    expect(idFromAddress(`/product/Galaxy%20A55%208%252F128GB/${ID}`)).toBe(ID);
    expect(idFromAddress(`/product/x/${ID}/`)).toBe(ID);
  });

  it('leaves the listing addresses to the listing', () => {
    expect(idFromAddress('/products')).toBeNull();
    expect(idFromAddress('/products/samsung')).toBeNull();
  });
});
