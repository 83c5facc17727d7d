import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getCheckout } from '../../../api/get-checkout';
import { useResource } from '../../../lib/use-resource';
import { InvoiceView } from './invoice-view';

const print = () => window.print();

/** `/auth/customer/my-orders/invoice/:checkoutId`: the invoice of one checkout, to print or save as PDF. */
export function InvoicePage() {
  const { checkoutId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getCheckout(checkoutId, signal), [checkoutId]);
  const { data: checkout, error, missing } = useResource(load, 'Could not load this invoice', { keepWhileLoading: false });
  if (missing) return <p className="empty">Order not found</p>;
  if (error)
    return (
      <p role="alert" className="alert">
        {error}
      </p>
    );
  if (!checkout) return <p className="muted">Loading…</p>;
  return <InvoiceView checkout={checkout} onPrint={print} />;
}
