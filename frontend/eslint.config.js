// The front end's lint: import directions (bulletproof-react): shared code -> features -> app.
// Shared folders import only shared code, a feature imports shared code and itself,
// and app/ imports anything (main.tsx, the entry, is left unclassified); no module imports
// itself through others; no feature reaches another's slice of the one store; typescript-eslint's recommended rules with type information; and the
// rules of hooks. `npm run lint` runs this; scripts/test runs it. The layout is Prettier's
// (prettier.config.js), so no rule here is about style.
import tsParser from '@typescript-eslint/parser';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const shared = ['api', 'components', 'config', 'generated', 'lib', 'stores', 'styles', 'test-support', 'types'];

export const layers = {
  files: ['src/**/*.{ts,tsx}'],
  languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
  plugins: { boundaries },
  settings: {
    // Resolves the `@/` alias of tsconfig.json as TypeScript does.
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': [
      ...shared.map((folder) => ({ type: 'shared', pattern: `src/${folder}` })),
      { type: 'shared', pattern: 'wasm-pkg' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'app', pattern: 'src/app' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      2,
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
          },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'feature', 'app'] } } } } },
        ],
      },
    ],
  },
};

// No import circle anywhere in src/: a module that, through others, imports
// itself is evaluated half-done by whichever side runs first.
export const circles = {
  files: ['src/**/*.{ts,tsx}'],
  languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: { 'import-x/no-cycle': [2, { ignoreExternal: true }] },
};

// What each feature's slice puts in the one store (src/store-reach.test.ts checks this list
// against the slices). The session, notices, language and UI slices are shared: anyone reads them.
export const sliceKeys = {
  auth: ['loadCurrentUser', 'login', 'signup', 'loginWithPhone', 'logout'],
  cart: ['cartProducts', 'cartLoaded', 'clearCart', 'fetchCart', 'toggleCart', 'changeQuantity'],
  compare: ['compareTray', 'toggleCompare', 'removeFromCompare', 'setCompareTray'],
  products: ['filteredProducts', 'brands', 'loadListing', 'fetchBrands', 'removeProduct'],
  wishlist: ['wishlist', 'wishlistLoaded', 'clearWishlist', 'fetchWishlist', 'toggleWishlist'],
};

/** The places a slice's key is read or written through the store, for one owner's keys. */
function reaches(owner, reader) {
  const key = `/^(${sliceKeys[owner].join('|')})$/`;
  const message = `${reader} reaches the slice of feature "${owner}": use its port (stores/ports.ts), or wire it in app/`;
  return [
    // useShopStore((s) => s.cartProducts), useShopStore.subscribe((s) => s.cartProducts)
    `CallExpression[callee.name='useShopStore'] MemberExpression[object.type='Identifier'][property.name=${key}]`,
    `CallExpression[callee.object.name='useShopStore'] MemberExpression[object.type='Identifier'][property.name=${key}]`,
    // useShopStore.getState().toggleCart, get().cartProducts (in a slice)
    `MemberExpression[object.type='CallExpression'][object.callee.property.name='getState'][property.name=${key}]`,
    `MemberExpression[object.type='CallExpression'][object.callee.name='get'][property.name=${key}]`,
    // const { cartProducts } = useShopStore.getState() or get()
    `VariableDeclarator[init.type='CallExpression'][init.callee.property.name='getState'] > ObjectPattern > Property[key.name=${key}]`,
    `VariableDeclarator[init.type='CallExpression'][init.callee.name='get'] > ObjectPattern > Property[key.name=${key}]`,
    // useShopStore.setState({ cartProducts: [] }), set({ cartProducts: [] }) (in a slice)
    `CallExpression[callee.property.name='setState'] > ObjectExpression > Property[key.name=${key}]`,
    `CallExpression[callee.name='set'] > ObjectExpression > Property[key.name=${key}]`,
  ].map((selector) => ({ selector, message }));
}

// A feature reaches only its own slice and the shared ones; what another feature does is asked
// of its port, and reactions between features (sign-in loading the cart) are wired in app/.
// Shared code reaches no feature's slice. app/ may reach any.
const features = Object.keys(sliceKeys);
export const storeReach = [
  {
    files: shared.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-syntax': [2, ...features.flatMap((owner) => reaches(owner, 'Shared code'))] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': [2, ...features.flatMap((owner) => reaches(owner, 'A feature'))] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [2, ...features.filter((owner) => owner !== feature).flatMap((owner) => reaches(owner, `Feature "${feature}"`))],
    },
  })),
];

// Mistakes the types show: a promise nobody waits for or catches, an async function handed to
// where nothing waits for it, `any` leaking into typed code, a value written as "[object Object]".
export const typed = {
  files: ['src/**/*.{ts,tsx}'],
  extends: [tseslint.configs.recommendedTypeChecked],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
};

// The rules of hooks, and each hook's dependency list naming every value it reads. Version 7's
// `recommended` preset also carries the React Compiler's diagnostics; the shop is not built with
// the compiler, so these two rules are the ones taken.
export const hooks = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'react-hooks': reactHooks },
  rules: { 'react-hooks/rules-of-hooks': 2, 'react-hooks/exhaustive-deps': 2 },
};

export default defineConfig([layers, circles, storeReach, typed, hooks]);
