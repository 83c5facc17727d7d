import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore } from '.';
import { answer, jsonBody, stubApi, stubStorage } from '@/test-support/fetch-stub';

const user = {
  _id: 'u1',
  username: 'rahim',
  email: 'r@example.com',
  role: 'customer',
  avatar: '',
  first_name: 'Rahim',
  last_name: '',
  created_at: '',
  token: 'tok-1',
};

describe('auth slice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts unloaded with no user', () => {
    expect(createShopStore().getState().session).toEqual({ loaded: false, user: null });
  });

  it('login sets the user, stores the token and fetches cart and wishlist', async () => {
    const storage = stubStorage();
    const calls = stubApi({
      'POST /api/sign-in': () => answer(201, user),
      'POST /api/cart-products': () =>
        answer(200, [
          { _id: 'c1', product_id: 'p1', customer_id: 'u1', title: 'A', price: 100, cover: '', quantity: 1, stock: 3, createdAt: '', created_at: '' },
        ]),
      'POST /api/wishlist-products': () => answer(200, []),
    });
    const store = createShopStore();
    await store.getState().login('r@example.com', 'secret-pass');
    await vi.waitFor(() => expect(store.getState().cartProducts).toHaveLength(1));
    expect(store.getState().session).toEqual({ loaded: true, user });
    expect(storage.get('token')).toBe('tok-1');
    expect(calls.find((c) => c.path === '/api/cart-products')?.body).toEqual({ customer_id: 'u1' });
    expect(calls.find((c) => c.path === '/api/cart-products')?.headers.token).toBe('tok-1');
  });

  it('a failed login sets the user to false and passes the server message on', async () => {
    stubStorage();
    stubApi({ 'POST /api/sign-in': () => answer(401, { message: 'Email or password is incorrect' }) });
    const store = createShopStore();
    await expect(store.getState().login('r@example.com', 'nope')).rejects.toThrow('Email or password is incorrect');
    expect(store.getState().session).toEqual({ loaded: true, user: false });
  });

  it('logout clears the user, the lists and the stored token at once, and asks the server to revoke that token', async () => {
    const storage = stubStorage();
    const line = { _id: 'c1', product_id: 'p1', customer_id: 'u1', title: 'A', price: 100, cover: '', quantity: 1, stock: 3, createdAt: '', created_at: '' };
    let answerSignOut: (response: Response) => void = () => {};
    const calls = stubApi({
      'POST /api/sign-in': () => answer(201, user),
      'POST /api/cart-products': () => answer(200, [line]),
      'POST /api/wishlist-products': () => answer(200, [{ ...line, _id: 'w1' }]),
    });
    const jsonFetch = globalThis.fetch;
    // The sign-out answer is held back: the shopper must not wait for it.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (new URL(url).pathname !== '/api/sign-out') return jsonFetch(url, init);
      calls.push({ method: init?.method ?? 'GET', path: '/api/sign-out', body: jsonBody(init?.body), headers: init?.headers as Record<string, string> });
      return new Promise<Response>((resolve) => (answerSignOut = resolve));
    });
    const store = createShopStore();
    await store.getState().login('r@example.com', 'secret-pass');
    await vi.waitFor(() => expect(store.getState().cartProducts).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().wishlist).toHaveLength(1));

    expect(store.getState().signedOutHere).toBe(false);
    store.getState().logout();

    expect(store.getState().session).toEqual({ loaded: true, user: false });
    expect(store.getState().signedOutHere).toBe(true);
    expect(store.getState().cartProducts).toEqual([]);
    expect(store.getState().wishlist).toEqual([]);
    expect(storage.has('token')).toBe(false);
    const signOut = calls.filter((c) => c.path === '/api/sign-out');
    expect(signOut).toMatchObject([{ method: 'POST', headers: { token: 'tok-1' } }]);

    // A failed revocation changes nothing here.
    answerSignOut(answer(500, { message: 'Internal error' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session).toEqual({ loaded: true, user: false });
    expect(storage.has('token')).toBe(false);

    // Signing in again ends the signed-out state: guarded pages send strangers to login again.
    stubApi({
      'POST /api/sign-in': () => answer(201, user),
      'POST /api/cart-products': () => answer(200, []),
      'POST /api/wishlist-products': () => answer(200, []),
    });
    await store.getState().login('r@example.com', 'secret-pass');
    expect(store.getState().signedOutHere).toBe(false);
  });

  it('logout without a stored token calls nobody', () => {
    stubStorage();
    const calls = stubApi({});
    const store = createShopStore();
    store.getState().logout();
    expect(store.getState().session).toEqual({ loaded: true, user: false });
    expect(calls).toHaveLength(0);
  });

  it('without a stored token nobody is asked and the user is signed out', async () => {
    stubStorage();
    const calls = stubApi({});
    const store = createShopStore();
    await store.getState().loadCurrentUser();
    expect(store.getState().session).toEqual({ loaded: true, user: false });
    expect(calls).toHaveLength(0);
  });

  it('asks who is signed in once per page load, however many callers ask', async () => {
    const storage = stubStorage();
    storage.set('token', 'good');
    const calls = stubApi({
      'GET /api/sign-current-user': () => answer(200, { _id: 'u1', token: 'good', role: 'customer', language: 'en' }),
    });
    const store = createShopStore({ sessionReactions: false });
    // The app's start asks first; the layout asks again when it first renders.
    const first = store.getState().loadCurrentUser();
    const second = store.getState().loadCurrentUser();
    await Promise.all([first, second]);
    await store.getState().loadCurrentUser();
    expect(calls.filter((call) => call.path === '/api/sign-current-user')).toHaveLength(1);
    expect(store.getState().session.user).toMatchObject({ _id: 'u1' });
  });

  it('a failed current-user check leaves the user signed out; only a refused token is dropped', async () => {
    const storage = stubStorage();
    storage.set('token', 'stale');
    stubApi({ 'GET /api/sign-current-user': () => answer(401, { message: 'Please sign in first' }) });
    const store = createShopStore();
    await store.getState().loadCurrentUser();
    expect(store.getState().session).toEqual({ loaded: true, user: false });
    expect(storage.has('token')).toBe(false);

    storage.set('token', 'still-good');
    stubApi({ 'GET /api/sign-current-user': () => answer(503, { message: 'The database is not reachable' }) });
    const busy = createShopStore();
    await busy.getState().loadCurrentUser();
    expect(busy.getState().session).toEqual({ loaded: true, user: false });
    expect(storage.get('token')).toBe('still-good');
  });
});
