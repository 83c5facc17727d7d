// The rule of eslint.config.js that keeps each feature out of the others' slices of the
// one store, tried on planted files, and its list of slice keys checked against the slices.
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { sliceKeys } from '../eslint.config.js';
import { createShopStore } from '@/app/store';
import { createAuthSlice } from '@/features/auth/stores/auth-slice';
import { createCartSlice } from '@/features/cart/stores/cart-slice';
import { createCompareSlice } from '@/features/compare/stores/compare-slice';
import { createProductsSlice } from '@/features/products/stores/products-slice';
import { createWishlistSlice } from '@/features/wishlist/stores/wishlist-slice';

const root = new URL('..', import.meta.url).pathname;

// Planted files are not on disk, so they are parsed without type information and only this rule runs.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((m) => m.message);
}

const store = "import { useShopStore } from '@/stores/shop-store';\n";

describe('a feature reaches only its own slice and the shared ones', () => {
  it('refuses a feature selecting, calling or writing another feature slice', async () => {
    const found = await problems(
      'src/features/products/planted.ts',
      store +
        'export const inCart = () => useShopStore((s) => s.cartProducts.length);\n' +
        'export const add = () => useShopStore.getState().toggleWishlist;\n' +
        'export const { login } = useShopStore.getState();\n' +
        'useShopStore.setState({ compareTray: [] });\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/^Feature "products" reaches the slice of feature "cart"/),
      expect.stringMatching(/^Feature "products" reaches the slice of feature "wishlist"/),
      expect.stringMatching(/^Feature "products" reaches the slice of feature "auth"/),
      expect.stringMatching(/^Feature "products" reaches the slice of feature "compare"/),
    ]);
  });

  it('refuses a slice reading another feature slice through get()', async () => {
    const found = await problems(
      'src/features/auth/stores/planted.ts',
      'export const create = (set: (s: object) => void, get: () => { fetchCart: () => void }) => ({\n' +
        '  login: () => { get().fetchCart(); set({ wishlist: [] }); },\n});\n',
    );
    expect(found).toEqual([expect.stringMatching(/feature "cart"/), expect.stringMatching(/feature "wishlist"/)]);
  });

  it('refuses shared code reaching any feature slice', async () => {
    const found = await problems('src/components/planted.ts', store + 'export const brands = () => useShopStore((s) => s.brands);\n');
    expect(found).toEqual([expect.stringMatching(/^Shared code reaches the slice of feature "products"/)]);
  });

  it('lets a feature reach its own slice and the shared ones, and app/ reach any', async () => {
    const own =
      store +
      'export const lines = () => useShopStore((s) => s.cartProducts);\n' +
      'export const user = () => useShopStore((s) => s.session.user);\n' +
      "export const notice = () => useShopStore.getState().showNotice('hi', true);\n";
    expect(await problems('src/features/cart/planted.ts', own)).toEqual([]);
    expect(await problems('src/app/planted.ts', store + 'export const w = () => useShopStore((s) => s.wishlist);\n')).toEqual([]);
  });
});

describe('the list of slice keys', () => {
  it('names every key of every feature slice, and no other', () => {
    const api = createShopStore();
    const args = [api.setState.bind(api), api.getState.bind(api), api] as const;
    const keys = (slice: object) => Object.keys(slice).sort();
    expect({
      auth: keys(createAuthSlice(...args)),
      cart: keys(createCartSlice(...args)),
      compare: keys(createCompareSlice(...args)),
      products: keys(createProductsSlice(...args)),
      wishlist: keys(createWishlistSlice(...args)),
    }).toEqual(Object.fromEntries(Object.entries(sliceKeys).map(([feature, list]) => [feature, [...list].sort()])));
  });

  it('covers every feature that has a slice', () => {
    const features = readdirSync(`${root}src/features`).filter((feature) => readdirSync(`${root}src/features/${feature}`).includes('stores'));
    expect(features.sort()).toEqual(Object.keys(sliceKeys).sort());
  });
});
