// Where each page's code lives. A route made with `page` loads its module on
// demand; its `handle.load` lets links fetch the code before navigating.
import type { ComponentType } from 'react';

type Loader = () => Promise<Record<string, unknown>>;

export interface PageHandle {
  load: Loader;
}

export const modules = {
  home: () => import('./routes/home'),
  catalog: () => import('./routes/catalog'),
  compare: () => import('./routes/compare'),
  infoPages: () => import('./routes/info-pages'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  passwordReset: () => import('./routes/password-reset'),
  cart: () => import('./routes/cart'),
  wishlist: () => import('./routes/wishlist'),
  checkout: () => import('./routes/checkout'),
  guest: () => import('./routes/guest'),
  payment: () => import('./routes/payment'),
  orders: () => import('./routes/orders'),
  customer: () => import('./routes/customer'),
  admin: () => import('./routes/admin'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, Loader>;

/** A lazy route showing export `name` of the module `load` fetches. */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
    handle: { load } satisfies PageHandle,
  };
}
