import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { getCheckout } from '@/api/get-checkout';
import { openPayment } from '@/api/open-payment';
import { paymentMessageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { useShownAgain } from '@/lib/hooks/use-shown-again';
import { checkPayment } from '../api/check-payment';
import { useNow } from '@/lib/hooks/use-now';
import { PaymentResultView } from './payment-result-view';
import { resourceFallback } from '@/components/ui/resource-fallback';
import { useI18n } from '@/lib/i18n';
import { isAwaitingPayment } from '@/lib/core/core';

/** Why paying could not start, when checkout sent the shopper here instead of to the payment page. */
const payErrorOf = (state: unknown) =>
  state && typeof state === 'object' && 'payError' in state && typeof state.payError === 'string' ? state.payError : null;

/** `/order/payment/:checkoutId`, where bKash or SSLCommerz sends the shopper back: the checkout's payment and what to do next. */
export function PaymentPage() {
  const i18n = useI18n();
  const { checkoutId = '' } = useParams();
  const location = useLocation();
  const load = useCallback((signal: AbortSignal) => getCheckout(checkoutId, signal), [checkoutId]);
  const { data: checkout, error: loadError, missing, setData, reload } = useResource(load, i18n._('Could not load this order'), { keepWhileLoading: false });
  const [busy, setBusy] = useState<'pay' | 'check' | null>(null);
  const [actionError, setActionError] = useState<string | null>(() => payErrorOf(location.state));
  const awaiting = checkout ? isAwaitingPayment(checkout.payment.status) || (!!checkout.advance && isAwaitingPayment(checkout.advance.status)) : false;
  const now = useNow(awaiting);
  // Back from the payment page without paying: the buttons work again and the status is asked anew.
  useShownAgain(() => {
    setBusy(null);
    reload();
  });

  if (!checkout || missing || loadError) return resourceFallback({ missing, error: loadError, ready: !!checkout }, i18n._('Order not found'));

  const pay = (method?: string) => {
    if (busy) return;
    setBusy('pay');
    setActionError(null);
    void openPayment(checkout.checkout_id, method).then((opening) => {
      // On the way to the provider's page: the buttons stay held until the browser leaves.
      if (opening.leaving) return;
      setActionError(opening.message);
      setBusy(null);
      if (opening.stale) reload();
    });
  };
  const check = () => {
    if (busy) return;
    setBusy('check');
    setActionError(null);
    checkPayment(checkout.checkout_id)
      .then(
        // Only onto the same checkout: the page may have moved to another one meanwhile.
        (fresh) => setData((shown) => (shown.checkout_id === fresh.checkout_id ? fresh : shown)),
        (reason: unknown) => setActionError(paymentMessageOf(reason, 'Could not ask about this payment')),
      )
      .finally(() => setBusy(null));
  };
  return <PaymentResultView checkout={checkout} now={now} busy={busy} error={actionError} onPay={pay} onCheck={check} />;
}
