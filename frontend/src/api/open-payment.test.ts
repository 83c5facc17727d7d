import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { openPayment } from './open-payment';

const CHECKOUT = '665f1c2e9b1e8a3d4c5b6a99';
const PAY = `POST /api/checkouts/${CHECKOUT}/payment`;

function stubWindow() {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  return assign;
}

describe('openPayment (Pay with bKash)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server for a new payment of the checkout and sends the browser to bKash's page", async () => {
    stubStorage().set('token', 'tok-1');
    const assign = stubWindow();
    const calls = stubApi({ [PAY]: () => answer(201, { redirect_url: 'https://sandbox.bka.sh/pay?paymentID=P2' }) });
    expect(await openPayment(CHECKOUT)).toEqual({ leaving: true });
    expect(calls).toMatchObject([{ method: 'POST', path: `/api/checkouts/${CHECKOUT}/payment`, headers: { token: 'tok-1' } }]);
    expect(assign).toHaveBeenCalledWith('https://sandbox.bka.sh/pay?paymentID=P2');
  });

  it("a checkout no longer waiting stays here with the server's words, marked stale so the page reloads it", async () => {
    stubStorage();
    const assign = stubWindow();
    stubApi({ [PAY]: () => answer(409, { message: 'The time to pay this order has passed' }) });
    expect(await openPayment(CHECKOUT)).toEqual({ leaving: false, message: 'The time to pay this order has passed', stale: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it("bKash out of reach: the server's message, and the page stays as it is", async () => {
    stubStorage();
    stubWindow();
    stubApi({ [PAY]: () => answer(502, { message: 'bKash cannot be reached right now; please try again in a minute' }) });
    expect(await openPayment(CHECKOUT)).toEqual({
      leaving: false,
      message: 'bKash cannot be reached right now; please try again in a minute',
      stale: false,
    });
  });
});
