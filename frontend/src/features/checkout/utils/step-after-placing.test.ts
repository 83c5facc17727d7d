import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { testOrder } from '@/test-support/test-order';
import type { PlacedCheckout } from '../api/place-order';
import { stepAfterPlacing } from './step-after-placing';

const CHECKOUT = '665f1c2e9b1e8a3d4c5b6a99';
const placed = (payment_status: PlacedCheckout['orders'][number]['payment_status']): PlacedCheckout => ({
  checkout_id: CHECKOUT,
  replayed: false,
  total: 2_606_800,
  orders: [testOrder({ _id: 'o1', checkout_id: CHECKOUT, payment_status })],
});

/** A browser window whose address changes are recorded. */
function stubWindow() {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  return assign;
}

describe('stepAfterPlacing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a bKash checkout's browser to the page the server opened for it", async () => {
    stubStorage().set('token', 'tok-1');
    const assign = stubWindow();
    const calls = stubApi({
      [`POST /api/checkouts/${CHECKOUT}/payment`]: () => answer(201, { redirect_url: 'https://bkash.test/pay?paymentID=P1' }),
    });
    expect(await stepAfterPlacing(placed('awaiting_payment'))).toEqual({ to: 'provider' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/checkouts/${CHECKOUT}/payment`]);
    expect(assign).toHaveBeenCalledWith('https://bkash.test/pay?paymentID=P1');
  });

  it("goes to the checkout's payment page with bKash's trouble when the payment cannot be opened", async () => {
    stubStorage();
    const assign = stubWindow();
    stubApi({
      [`POST /api/checkouts/${CHECKOUT}/payment`]: () => answer(502, { message: 'bKash cannot be reached right now; please try again in a minute' }),
    });
    expect(await stepAfterPlacing(placed('awaiting_payment'))).toEqual({
      to: 'payment',
      checkoutId: CHECKOUT,
      message: 'bKash cannot be reached right now; please try again in a minute',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows an address that is not a web page', async () => {
    stubStorage();
    const assign = stubWindow();
    stubApi({ [`POST /api/checkouts/${CHECKOUT}/payment`]: () => answer(201, { redirect_url: 'javascript:alert(1)' }) });
    expect(await stepAfterPlacing(placed('awaiting_payment'))).toMatchObject({ to: 'payment', checkoutId: CHECKOUT });
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a cash-on-delivery checkout on the shop, at its order, and asks bKash nothing', async () => {
    stubStorage();
    const calls = stubApi({});
    expect(await stepAfterPlacing(placed('due_on_delivery'))).toEqual({ to: 'order', orderId: 'o1' });
    expect(calls).toHaveLength(0);
  });
});
