import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { ApiError, apiRequest, uploadFile } from './api-client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);

/** Records the raw request `uploadFile` makes and answers with `response`. */
function stubRawFetch(response: Response) {
  const fetchMock = vi.fn<(url: string | URL, init?: RequestInit) => Promise<Response>>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the file's bytes with its own type and the stored token", async () => {
    stubStorage().set('token', 'tok-123');
    const fetchMock = stubRawFetch(answer(201, { _id: 'a'.repeat(24), url: `/api/images/${'a'.repeat(24)}`, content_type: 'image/png' }));
    const file = new File([PNG], 'phone.png', { type: 'image/png' });

    const uploaded = await uploadFile<{ url: string }>('/api/images', file);

    expect(uploaded.url).toBe(`/api/images/${'a'.repeat(24)}`);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/images');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ token: 'tok-123', 'Content-Type': 'image/png', Accept: 'application/json' });
  });

  it("turns a 415 answer into an ApiError carrying the server's message", async () => {
    stubStorage();
    stubRawFetch(answer(415, { message: 'Upload a PNG, JPEG, WebP or GIF picture' }));
    const error = await uploadFile('/api/images', new File(['plain text'], 'notes.txt', { type: 'text/plain' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: 'Upload a PNG, JPEG, WebP or GIF picture', fieldErrors: [] });
  });

  it('sends no token header when signed out', async () => {
    stubStorage();
    const fetchMock = stubRawFetch(answer(201, {}));
    await uploadFile('/api/images', new File([PNG], 'a.png', { type: 'image/png' }));
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('token');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the token and keeps the field errors of a 422 answer', async () => {
    stubStorage().set('token', 'tok-9');
    const refused = [{ field: 'specs.ramGb', code: 'validation.out_of_range', message: 'Must be a whole number from 1 to 64' }];
    const calls = stubApi({ 'POST /api/add-product': () => answer(422, { message: 'Some fields are not valid', errors: refused }) });

    const error = await apiRequest('/api/add-product', { method: 'POST', body: { title: 'X' } }).catch((e: unknown) => e);

    expect(calls[0]).toMatchObject({ body: { title: 'X' }, headers: { token: 'tok-9', 'Content-Type': 'application/json' } });
    expect(error).toMatchObject({ status: 422, message: 'Some fields are not valid', fieldErrors: refused, fromServer: true });
  });

  it("names the status when the answer has no message, and marks it as not the server's words", async () => {
    stubStorage();
    stubApi({
      'GET /api/brands': () => new Response('oops', { status: 502 }),
      'GET /api/brands/none': () => new Response('', { status: 404 }),
    });
    await expect(apiRequest('/api/brands')).rejects.toMatchObject({ message: 'Request failed (502)', fromServer: false });
    await expect(apiRequest('/api/brands/none')).rejects.toMatchObject({ status: 404, fromServer: false });
  });

  it('keeps the whole answer of a refusal, so a 409 can carry the new total', async () => {
    stubStorage();
    stubApi({ 'POST /api/checkout': () => answer(409, { message: 'The total changed', total: 4_139_900 }) });
    const error = await apiRequest('/api/checkout', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: 'The total changed', body: { message: 'The total changed', total: 4_139_900 } });
  });
});
