import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { PageHandle } from './route-modules';
import { routes } from './route-table';
import { ProtectedRoute } from './protected-route';

/** The page export and params the route table gives `pathname`, and whether a sign-in guards it. */
async function pageFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches.at(-1);
  const guarded = matches.some((m) => (m.route.element as { type?: unknown } | undefined)?.type === ProtectedRoute);
  const loaded = await (last?.route.handle as PageHandle | undefined)?.load();
  const lazy = (await (last?.route.lazy as (() => Promise<{ Component: unknown }>) | undefined)?.()) ?? null;
  const name = Object.entries(loaded ?? {}).find(([, value]) => value === lazy?.Component)?.[0];
  return { name, params: last?.params, guarded };
}

describe('payment routes', () => {
  it("bKash's way back, /order/payment/{checkout id}, opens the payment page for that checkout, signed in", async () => {
    expect(paths.paymentOf('665f1c2e9b1e8a3d4c5b6a99')).toBe('/order/payment/665f1c2e9b1e8a3d4c5b6a99');
    expect(await pageFor(paths.paymentOf('665f1c2e9b1e8a3d4c5b6a99'))).toEqual({
      name: 'PaymentPage',
      params: { checkoutId: '665f1c2e9b1e8a3d4c5b6a99' },
      guarded: true,
    });
  });

  it("a checkout's invoice opens in the customer area", async () => {
    expect(await pageFor(paths.invoice('k1'))).toEqual({ name: 'InvoicePage', params: { checkoutId: 'k1' }, guarded: true });
  });
});
