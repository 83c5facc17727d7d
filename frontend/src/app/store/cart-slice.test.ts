import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore } from '.';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';

const user = {
  _id: 'u1',
  username: 'u',
  email: 'u@example.com',
  role: 'customer' as const,
  avatar: '',
  first_name: 'U',
  last_name: '',
  created_at: '',
  language: 'en' as const,
  order_sms: true,
};
const line = (id: string, productId: string, quantity: number, stock = 5) => ({
  _id: id,
  product_id: productId,
  customer_id: 'u1',
  label: '',
  title: `Phone ${productId}`,
  price: 1000,
  cover: '',
  quantity,
  stock,
  createdAt: '',
  created_at: '',
});

// The cart alone: what a sign-in or sign-out does to it is app/store's wiring (auth-slice.test.ts).
describe('cart slice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('signed out, adding shows the login-required notice and calls nothing', async () => {
    const calls = stubApi({});
    const store = createShopStore({ sessionReactions: false });
    store.setState({ session: { loaded: true, user: false } });
    await store.getState().toggleCart({ _id: 'p1', title: 'Phone' });
    expect(store.getState().notice).toEqual({ message: 'Please Login To add Cart in Products', isOpen: true, isSucceed: false });
    expect(calls).toHaveLength(0);
  });

  it('toggling an absent product adds it with quantity 1 and replaces the list with the server answer', async () => {
    stubStorage();
    let cart = [line('c0', 'p0', 2)];
    const calls = stubApi({
      'POST /api/add-cart': () => {
        cart = [...cart, line('c1', 'p1', 1)];
        return answer(201, { _id: 'c1' });
      },
      'POST /api/cart-products': () => answer(200, cart),
    });
    const store = createShopStore({ sessionReactions: false });
    store.setState({ session: { loaded: true, user }, cartProducts: [line('c0', 'p0', 2)], cartLoaded: true });
    await store.getState().toggleCart({ _id: 'p1', title: 'Phone p1' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/add-cart', body: { product_id: 'p1', quantity: 1 } });
    expect(store.getState().cartProducts.map((l) => l._id)).toEqual(['c0', 'c1']);
    expect(store.getState().notice.message).toBe('Product Added in Cart');
  });

  it('a click before the session is known waits for it, and adds for a signed-in shopper', async () => {
    stubStorage();
    const calls = stubApi({
      'POST /api/add-cart': () => answer(201, { _id: 'c1' }),
      'POST /api/cart-products': () => answer(200, calls.some((c) => c.path === '/api/add-cart') ? [line('c1', 'p1', 1)] : []),
    });
    const store = createShopStore({ sessionReactions: false });
    expect(store.getState().session).toEqual({ loaded: false, user: null });
    const toggled = store.getState().toggleCart({ _id: 'p1', title: 'Phone p1' });
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    store.setState({ session: { loaded: true, user } });
    await toggled;
    expect(calls.map((c) => c.path)).toEqual(['/api/cart-products', '/api/add-cart', '/api/cart-products']);
    expect(calls[1]).toMatchObject({ body: { product_id: 'p1', quantity: 1 } });
    expect(store.getState().notice.message).toBe('Product Added in Cart');
  });

  it("a click before the shopper's lines arrived decides from them: a phone already in the cart is removed", async () => {
    stubStorage();
    let cart = [line('c0', 'p0', 2)];
    const calls = stubApi({
      'POST /api/cart-products': () => answer(200, cart),
      'POST /api/remove-cart': () => {
        cart = [];
        return answer(201, {});
      },
    });
    const store = createShopStore({ sessionReactions: false });
    store.setState({ session: { loaded: true, user } });
    await store.getState().toggleCart({ _id: 'p0', title: 'Phone p0' });
    expect(calls.map((c) => c.path)).toEqual(['/api/cart-products', '/api/remove-cart', '/api/cart-products']);
    expect(store.getState().notice.message).toBe('Product Remove from Cart');
  });

  it('toggling a present product removes its line', async () => {
    stubStorage();
    const calls = stubApi({ 'POST /api/remove-cart': () => answer(201, {}), 'POST /api/cart-products': () => answer(200, []) });
    const store = createShopStore({ sessionReactions: false });
    store.setState({ session: { loaded: true, user }, cartProducts: [line('c0', 'p0', 2)], cartLoaded: true });
    await store.getState().toggleCart({ _id: 'p0', title: 'Phone p0' });
    expect(calls[0]).toMatchObject({ path: '/api/remove-cart', body: { cart_id: 'c0', customer_id: 'u1' } });
    expect(store.getState().cartProducts).toEqual([]);
    expect(store.getState().notice.message).toBe('Product Remove from Cart');
  });

  it('quantity changes stay within the core bounds', async () => {
    stubStorage();
    const calls = stubApi({ 'POST /api/cart-quantity': (body) => answer(200, line('c0', 'p0', (body as { quantity: number }).quantity, 3)) });
    const store = createShopStore({ sessionReactions: false });
    store.setState({ session: { loaded: true, user }, cartProducts: [line('c0', 'p0', 1, 3)], cartLoaded: true });
    await store.getState().changeQuantity(store.getState().cartProducts[0]!, 'decrease');
    expect(calls).toHaveLength(0);
    await store.getState().changeQuantity(store.getState().cartProducts[0]!, 'increase');
    expect(store.getState().cartProducts[0]!.quantity).toBe(2);
    store.setState({ cartProducts: [line('c0', 'p0', 3, 3)] });
    await store.getState().changeQuantity(store.getState().cartProducts[0]!, 'increase');
    expect(calls).toHaveLength(1);
    expect(store.getState().notice).toMatchObject({ message: 'Only 3 left in stock', isSucceed: false });
  });

  it('notices hide after the caller-supplied delay', () => {
    vi.useFakeTimers();
    const store = createShopStore({ sessionReactions: false });
    store.getState().showNotice('Saved', true, 1000);
    expect(store.getState().notice.isOpen).toBe(true);
    vi.advanceTimersByTime(999);
    expect(store.getState().notice.isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().notice.isOpen).toBe(false);
  });
});
