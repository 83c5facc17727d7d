import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../products/test-product';
import { answer, stubApi, stubStorage } from '../../../test-support/fetch-stub';
import { filledProductValues } from '../test-product-values';
import { submitProduct } from './submit-product';

const IMAGE_ID = 'abcdefabcdefabcdefabcdef';
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a55.png', { type: 'image/png' });

/**
 * `stubApi` for the JSON routes, plus picture uploads (whose body is a file,
 * not JSON): each upload is recorded and answered with `uploadAnswer`.
 */
function stubShop(routes: Parameters<typeof stubApi>[0], uploadAnswer: () => Response) {
  const calls = stubApi(routes);
  const jsonFetch = globalThis.fetch;
  const uploads: { body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (new URL(url).pathname !== '/api/images') return jsonFetch(url, init);
    uploads.push({ body: init?.body, headers: init?.headers as Record<string, string> });
    return uploadAnswer();
  });
  return { calls, uploads };
}

describe('submitProduct', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing while the core refuses a field', async () => {
    const { calls, uploads } = stubShop({}, () => answer(201, {}));
    const outcome = await submitProduct({ productId: null, values: { ...filledProductValues, title: ' ' }, picture: picture(), cover: '' });
    expect(outcome).toEqual({ status: 'refused', errors: { title: 'Not Acceptable' }, message: null, cover: '' });
    expect(calls).toHaveLength(0);
    expect(uploads).toHaveLength(0);
  });

  it('uploads the picture, then adds the product with its address and the price as text', async () => {
    stubStorage().set('token', 'admin-token');
    const file = picture();
    const saved = testProduct({ title: filledProductValues.title });
    const { calls, uploads } = stubShop(
      { 'POST /api/add-product': () => answer(201, saved) },
      () => answer(201, { _id: IMAGE_ID, url: `/api/images/${IMAGE_ID}`, content_type: 'image/png' }),
    );

    const outcome = await submitProduct({ productId: null, values: filledProductValues, picture: file, cover: '' });

    expect(outcome).toEqual({ status: 'saved', product: saved });
    expect(uploads).toEqual([{ body: file, headers: expect.objectContaining({ 'Content-Type': 'image/png', token: 'admin-token' }) }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/add-product' });
    expect(calls[0]!.body).toEqual({
      title: 'Galaxy A55 5G (8/256GB)',
      brand: 'Samsung',
      price: '45999.50',
      discount: 10,
      stock: 12,
      description: 'Awesome screen',
      cover: `/api/images/${IMAGE_ID}`,
      specs: { ram_gb: 8, rom_gb: 256, battery_mah: 5000, display_inch: 6.6, camera_mp: 50, network: '5G', processor: 'Exynos 1480' },
    });
  });

  it('updates an existing product with PUT and keeps its picture when none is chosen', async () => {
    stubStorage();
    const { calls, uploads } = stubShop({ 'PUT /api/product/p1': () => answer(200, testProduct({ _id: 'p1' })) }, () => answer(201, {}));
    const outcome = await submitProduct({ productId: 'p1', values: { ...filledProductValues, price: '39999' }, picture: null, cover: '' });
    expect(outcome.status).toBe('saved');
    expect(uploads).toHaveLength(0);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/product/p1', body: { price: '39999', cover: '' } });
  });

  it("shows the server's 415 message on the picture and does not save", async () => {
    stubStorage();
    const { calls } = stubShop({}, () => answer(415, { message: 'Upload a PNG, JPEG, WebP or GIF picture' }));
    const outcome = await submitProduct({ productId: null, values: filledProductValues, picture: picture(), cover: '' });
    expect(outcome).toEqual({ status: 'refused', errors: { cover: 'Upload a PNG, JPEG, WebP or GIF picture' }, message: null, cover: '' });
    expect(calls).toHaveLength(0);
  });

  it('puts 422 field errors on their fields and hands back the uploaded picture for the retry', async () => {
    stubStorage();
    stubShop(
      {
        'POST /api/add-product': () =>
          answer(422, {
            message: 'Some fields are not valid',
            errors: [{ field: 'specs.ramGb', code: 'validation.out_of_range', message: 'Must be a whole number from 1 to 64' }],
          }),
      },
      () => answer(201, { _id: IMAGE_ID, url: `/api/images/${IMAGE_ID}`, content_type: 'image/png' }),
    );
    const outcome = await submitProduct({ productId: null, values: filledProductValues, picture: picture(), cover: '' });
    expect(outcome).toEqual({
      status: 'refused',
      errors: { ramGb: 'Must be a whole number from 1 to 64' },
      message: 'Some fields are not valid',
      cover: `/api/images/${IMAGE_ID}`,
    });
  });
});
