import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getTaxPaper, type TaxPaperKind } from '../api/get-tax-paper';
import { useResource } from '@/lib/hooks/use-resource';
import { TaxPaperView } from './tax-paper-view';
import { resourceFallback } from '@/components/ui/resource-fallback';
import { useI18n } from '@/lib/i18n';

const print = () => window.print();

function TaxPaperPage({ kind }: { kind: TaxPaperKind }) {
  const i18n = useI18n();
  const { orderId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getTaxPaper(orderId, kind, signal), [orderId, kind]);
  const { data: paper, error, missing } = useResource(load, i18n._('Could not load this tax paper'), { keepWhileLoading: false });
  if (!paper || missing || error) return resourceFallback({ missing, error, ready: !!paper }, i18n._('Not issued yet'));
  return <TaxPaperView paper={paper} onPrint={print} />;
}

/** `/auth/customer/my-orders/mushak-6-3/:orderId`: a delivered order's tax invoice. */
export function TaxInvoicePage() {
  return <TaxPaperPage kind="invoice" />;
}

/** `/auth/customer/my-orders/mushak-6-7/:orderId`: the credit note of an order's refunded return. */
export function CreditNotePage() {
  return <TaxPaperPage kind="credit_note" />;
}
