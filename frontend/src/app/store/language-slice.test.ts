import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { createShopStore } from '.';
import { useShopStore } from '@/stores/shop-store';

const KEY = 'phonebazar';
const account = (language: 'en' | 'bn') => ({
  _id: 'u1',
  username: 'u',
  email: 'u@example.com',
  role: 'customer' as const,
  avatar: '',
  first_name: 'U',
  last_name: '',
  created_at: '',
  language,
  token: 't',
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await useShopStore.getState().chooseLanguage('en');
});

describe('language slice', () => {
  it('switches the texts to Bangla, keeps the choice in this browser and reads it back defensively', async () => {
    const items = stubStorage();
    const store = createShopStore();
    expect(store.getState().language).toBe('en');
    expect(i18n._('All phones')).toBe('All phones');
    await store.getState().chooseLanguage('bn');
    expect(i18n.locale).toBe('bn');
    expect(i18n._('All phones')).toBe('সব ফোন');
    expect(i18n._('Cart, {count} items', { count: '৩' })).toBe('কার্ট, ৩টি পণ্য');
    expect(JSON.parse(items.get(KEY) ?? 'null')).toMatchObject({ state: { language: 'bn' }, version: 2 });
    expect(createShopStore().getState().language).toBe('bn');
    items.set(KEY, JSON.stringify({ state: { language: 'fr', compareTray: [] }, version: 2 }));
    expect(createShopStore().getState().language).toBe('en');
  });

  it('saves a signed-in choice with the account, and follows the account at sign-in', async () => {
    stubStorage();
    const calls = stubApi({
      'PUT /api/auth/customer-profile/language': () => answer(200, account('bn')),
      'POST /api/sign-in': () => answer(201, account('bn')),
      'GET /api/cart-products': () => answer(200, []),
      'GET /api/wishlist': () => answer(200, []),
    });
    const store = createShopStore();
    await store.getState().chooseLanguage('bn');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await store.getState().chooseLanguage('en');
    await store.getState().login('u@example.com', 'secret secret');
    await vi.waitFor(() => expect(store.getState().language).toBe('bn'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await store.getState().chooseLanguage('en');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ language: 'en' }]);
  });
});

describe('a language chosen while the session is still being asked about', () => {
  it('wins over the account and is saved to it', async () => {
    const items = stubStorage();
    items.set('token', 't');
    const calls = stubApi({
      'GET /api/sign-current-user': () => answer(200, account('en')),
      'PUT /api/auth/customer-profile/language': () => answer(200, account('bn')),
      'POST /api/cart-products': () => answer(200, []),
    });
    const store = createShopStore();
    const chosen = store.getState().chooseLanguage('bn');
    await store.getState().loadCurrentUser();
    await chosen;
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ language: 'bn' }]));
    expect(store.getState().language).toBe('bn');
  });
});
