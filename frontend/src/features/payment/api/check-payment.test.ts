import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { testCheckout } from '@/test-support/test-checkout';
import { PaymentResultView } from '../components/payment-result-view';
import { checkPayment } from './check-payment';

describe('checkPayment (Check again)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to ask bKash now, and the answer it gives is what the page shows', async () => {
    stubStorage().set('token', 'tok-1');
    const paid = testCheckout({ checkout_id: 'k7' }, { status: 'paid', trx_id: 'TRX77' });
    const calls = stubApi({ 'POST /api/checkouts/k7/payment/check': () => answer(200, paid) });
    const fresh = await checkPayment('k7');
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/checkouts/k7/payment/check', headers: { token: 'tok-1' } }]);
    expect(fresh.payment).toMatchObject({ status: 'paid', trx_id: 'TRX77' });

    const view = createElement(PaymentResultView, { checkout: fresh, now: 0, busy: null, error: null, onPay: () => {}, onCheck: () => {} });
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, view));
    expect(html).toContain('Payment received');
    expect(html).toContain('TRX77');
  });
});
