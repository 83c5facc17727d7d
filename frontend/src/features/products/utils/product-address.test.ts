import { describe, expect, it } from 'vitest';
import { canonicalProductAddress, productIdFrom } from './product-address';

const ID = '665f1c2e9b1e8a3d4c5b6a70';

describe('productIdFrom', () => {
  it('takes the last segment, whatever the title before it holds', () => {
    expect(productIdFrom(`galaxy-a55-8-128gb-5b6a70/${ID}`)).toBe(ID);
    expect(productIdFrom(`Galaxy A55 8/128GB/${ID}`)).toBe(ID);
    expect(productIdFrom(`a/b/c/${ID}/`)).toBe(ID);
    expect(productIdFrom(ID)).toBe(ID);
    expect(productIdFrom('')).toBe('');
    expect(productIdFrom('/')).toBe('');
  });
});

describe('canonicalProductAddress', () => {
  const product = { _id: ID, slug: 'galaxy-a55-8-128gb-5b6a70' };
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it("moves any other address to the product's own, keeping query and fragment", () => {
    expect(canonicalProductAddress(product, at(`/product/Galaxy%20A55%208%2F128GB/${ID}`))).toBe(`/product/galaxy-a55-8-128gb-5b6a70/${ID}`);
    expect(canonicalProductAddress(product, at(`/product/old-title/${ID}/`, '?from=ad', '#reviews'))).toBe(
      `/product/galaxy-a55-8-128gb-5b6a70/${ID}?from=ad#reviews`,
    );
    expect(canonicalProductAddress(product, at(`/product/${ID}`))).toBe(`/product/galaxy-a55-8-128gb-5b6a70/${ID}`);
  });

  it('leaves the canonical address alone', () => {
    expect(canonicalProductAddress(product, at(`/product/galaxy-a55-8-128gb-5b6a70/${ID}`, '?x=1'))).toBeNull();
  });
});
