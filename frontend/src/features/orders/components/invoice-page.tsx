import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getCheckout } from '@/api/get-checkout';
import { useResource } from '@/lib/hooks/use-resource';
import { InvoiceView } from './invoice-view';
import { resourceFallback } from '@/components/ui/resource-fallback';
import { useI18n } from '@/lib/i18n';

const print = () => window.print();

/** `/auth/customer/my-orders/invoice/:checkoutId`: the invoice of one checkout, to print or save as PDF. */
export function InvoicePage() {
  const i18n = useI18n();
  const { checkoutId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getCheckout(checkoutId, signal), [checkoutId]);
  const { data: checkout, error, missing } = useResource(load, i18n._('Could not load this invoice'), { keepWhileLoading: false });
  if (!checkout || missing || error) return resourceFallback({ missing, error, ready: !!checkout }, i18n._('Order not found'));
  return <InvoiceView checkout={checkout} onPrint={print} />;
}
