import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { testProduct } from '@/test-support/test-product';
import { getProduct, getProductOn } from './get-product';

/** A document holding the page data a phone's page is sent with. */
function pageWith(data: unknown) {
  let present = true;
  const element = { textContent: JSON.stringify(data), remove: () => (present = false) };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'page-data' && present ? element : null) });
}

describe('getProduct', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the phone the page was sent with once, then asks the API', async () => {
    const sent = testProduct({ title: 'As the page was sent' });
    const fresh = testProduct({ title: 'As the API answers now' });
    pageWith(sent);
    const calls = stubApi({ [`GET /api/product/${sent._id}`]: () => answer(200, fresh) });

    expect((await getProduct(sent._id)).title).toBe('As the page was sent');
    expect(calls).toHaveLength(0);
    expect((await getProduct(sent._id)).title).toBe('As the API answers now');
    expect(calls).toHaveLength(1);
  });

  it('asks the API when the page was sent with another phone, or with no data at all', async () => {
    const other = testProduct({ _id: '665f1c2e9b1e8a3d4c5b6a71' });
    const wanted = testProduct();
    pageWith(other);
    const calls = stubApi({ [`GET /api/product/${wanted._id}`]: () => answer(200, wanted) });
    expect((await getProduct(wanted._id))._id).toBe(wanted._id);
    expect(calls).toHaveLength(1);

    pageWith('not a phone');
    expect((await getProduct(wanted._id))._id).toBe(wanted._id);
    expect(calls).toHaveLength(2);
  });

  it('asks the API for a phone shown on a variant, never taking the page data for it', async () => {
    const sent = testProduct({ title: 'As the page was sent' });
    const onVariant = testProduct({ title: 'As the API shows it on the variant' });
    pageWith(sent);
    const calls = stubApi({ [`GET /api/product/${sent._id}`]: () => answer(200, onVariant) });
    expect((await getProductOn(sent._id, 'v/1')).title).toBe('As the API shows it on the variant');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query?.get('variant')).toBe('v/1');
  });
});
