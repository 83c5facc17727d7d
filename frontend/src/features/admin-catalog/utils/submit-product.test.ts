import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPhone } from '@/test-support/test-phone';
import { testProduct } from '@/test-support/test-product';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { filledProductValues } from '../test-product-values';
import { valuesFromProduct } from './product-form-values';
import { editTargetOf, submitProduct } from './submit-product';

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
    const outcome = await submitProduct({ target: null, values: { ...filledProductValues, title: ' ' }, picture: picture(), cover: '' });
    expect(outcome).toEqual({ status: 'refused', errors: { title: 'Not Acceptable' }, message: null, cover: '' });
    expect(calls).toHaveLength(0);
    expect(uploads).toHaveLength(0);
  });

  it('uploads the picture, then adds the product with its address and the price as text', async () => {
    stubStorage().set('token', 'admin-token');
    const file = picture();
    const saved = testProduct({ title: filledProductValues.title });
    const { calls, uploads } = stubShop({ 'POST /api/add-product': () => answer(201, saved) }, () =>
      answer(201, { _id: IMAGE_ID, url: `/api/images/${IMAGE_ID}`, content_type: 'image/png' }),
    );

    const outcome = await submitProduct({ target: null, values: filledProductValues, picture: file, cover: '' });

    expect(outcome).toEqual({ status: 'saved', product: saved });
    expect(uploads).toMatchObject([{ headers: { 'Content-Type': 'image/png', token: 'admin-token' } }]);
    expect(uploads[0]?.body).toEqual(file);
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
      specs: {
        ram_gb: 8,
        rom_gb: 256,
        battery_mah: 5000,
        display_inch: 6.6,
        camera_mp: 50,
        selfie_camera_mp: 32,
        network: '5G',
        processor: 'Exynos 1480',
      },
    });
  });

  it('adds a product without an edit version or a previous stock', async () => {
    stubStorage();
    const calls = stubApi({ 'POST /api/add-product': () => answer(201, testProduct()) });
    await submitProduct({ target: null, values: filledProductValues, picture: null, cover: '' });
    expect(calls[0]!.body).not.toHaveProperty('version');
    expect(calls[0]!.body).not.toHaveProperty('stock_was');
  });

  it('updates a product with PUT on the version and stock it was loaded with, keeping its picture when none is chosen', async () => {
    stubStorage();
    const loaded = testProduct({ _id: 'p1', version: 7, stock: 12 });
    const { calls, uploads } = stubShop({ 'PUT /api/product/p1': () => answer(200, testProduct({ _id: 'p1', version: 8 })) }, () => answer(201, {}));
    // The admin lowers the stock to 9 and the price; the server applies 9 - 12 to whatever stock is left now.
    const values = { ...valuesFromProduct(loaded), price: '39999', stock: '9' };
    const outcome = await submitProduct({ target: editTargetOf(loaded), values, picture: null, cover: '' });
    expect(outcome.status).toBe('saved');
    expect(uploads).toHaveLength(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/product/p1', body: { price: '39999', cover: '', stock: 9, version: 7, stock_was: 12 } });
  });

  it('edits a phone sold in variants with the price, discount and stock it was loaded with: the form hides them, the server takes them unchanged', async () => {
    stubStorage();
    const calls = stubApi({ 'PUT /api/product/p1': () => answer(200, testProduct({ _id: 'p1' })) });
    const loaded = { ...testPhone, _id: 'p1', price: 4_500_000, discount: 5, stock: 8, version: 4 };
    const values = { ...valuesFromProduct(loaded), title: 'Galaxy A55 5G' };
    const outcome = await submitProduct({ target: editTargetOf(loaded), values, picture: null, cover: '' });
    expect(outcome.status).toBe('saved');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { title: 'Galaxy A55 5G', price: '45000.00', discount: 5, stock: 8, stock_was: 8, version: 4 } });
  });

  it("answers a 409 as a conflict carrying the server's message, with no field marked", async () => {
    stubStorage();
    const stale = 'Someone else changed this product after you opened it. Reload it to see their changes, then make yours again.';
    stubApi({ 'PUT /api/product/p1': () => answer(409, { message: stale }) });
    const loaded = testProduct({ _id: 'p1' });
    const outcome = await submitProduct({ target: editTargetOf(loaded), values: valuesFromProduct(loaded), picture: null, cover: '' });
    expect(outcome).toEqual({ status: 'conflict', message: stale, cover: '' });

    const short = 'Only 2 left in stock now (some were sold since you opened the form); the stock cannot go down by 5';
    stubApi({ 'PUT /api/product/p1': () => answer(409, { message: short }) });
    const lowered = await submitProduct({ target: editTargetOf(loaded), values: { ...valuesFromProduct(loaded), stock: '7' }, picture: null, cover: '' });
    expect(lowered).toEqual({ status: 'conflict', message: short, cover: '' });
  });

  it("shows the server's 415 message on the picture and does not save", async () => {
    stubStorage();
    const { calls } = stubShop({}, () => answer(415, { message: 'Upload a PNG, JPEG, WebP or GIF picture' }));
    const outcome = await submitProduct({ target: null, values: filledProductValues, picture: picture(), cover: '' });
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
    const outcome = await submitProduct({ target: null, values: filledProductValues, picture: picture(), cover: '' });
    expect(outcome).toEqual({
      status: 'refused',
      errors: { ramGb: 'Must be a whole number from 1 to 64' },
      message: 'Some fields are not valid',
      cover: `/api/images/${IMAGE_ID}`,
    });
  });
});
