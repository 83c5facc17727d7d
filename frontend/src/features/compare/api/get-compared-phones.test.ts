import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { testPhone } from '@/test-support/test-phone';
import { testProduct } from '@/test-support/test-product';
import { getComparedPhones } from './get-compared-phones';

afterEach(() => vi.unstubAllGlobals());

describe('getComparedPhones', () => {
  it('asks for each phone and drops the ones the shop does not know', async () => {
    const calls = stubApi({
      'GET /api/product/a': () => answer(200, testProduct({ _id: 'a' })),
      'GET /api/product/gone': () => answer(404, { message: 'Product not found' }),
      'GET /api/product/c': () => answer(200, testProduct({ _id: 'c' })),
      'GET /api/product/x!': () => answer(400, { message: 'Invalid id' }),
    });
    const { phones, missing } = await getComparedPhones(['a', 'gone', 'c', 'x!']);
    expect(phones.map((p) => p.phone._id)).toEqual(['a', 'c']);
    expect(missing).toEqual(['gone', 'x!']);
    expect(calls).toHaveLength(4);
  });

  it('asks for a variant by its key and names it by its label; an unknown variant is dropped', async () => {
    const phone = { ...testPhone, _id: 'a' };
    const calls = stubApi({
      'GET /api/product/a': () => answer(200, phone),
      'GET /api/product/b': () => answer(404, { message: 'This phone is not sold in that variant' }),
    });
    const { phones, missing } = await getComparedPhones(['a~v2', 'a', 'b~v9']);
    expect(calls.map((c) => c.query?.get('variant') ?? null)).toEqual(['v2', null, 'v9']);
    expect(phones.map(({ key, variantId, label }) => [key, variantId, label])).toEqual([
      ['a~v2', 'v2', '8/256 GB · Blue'],
      ['a', null, ''],
    ]);
    expect(missing).toEqual(['b~v9']);
  });

  it('fails on anything else', async () => {
    stubApi({ 'GET /api/product/a': () => answer(500, { message: 'boom' }) });
    await expect(getComparedPhones(['a'])).rejects.toMatchObject({ status: 500 });
  });
});
