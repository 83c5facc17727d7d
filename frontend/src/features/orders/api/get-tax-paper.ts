import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type TaxPaper = Answer<'/order/{order_id}/tax-invoice', 'get'>;
export type TaxPaperKind = 'invoice' | 'credit_note';

/** An order's Mushak-6.3 tax invoice, or its return's Mushak-6.7 credit note; a 404 ApiError until issued. */
export function getTaxPaper(orderId: string, kind: TaxPaperKind, signal?: AbortSignal): Promise<TaxPaper> {
  const tail = kind === 'invoice' ? 'tax-invoice' : 'credit-note';
  return apiRequest<TaxPaper>(`/api/order/${encodeURIComponent(orderId)}/${tail}`, { signal });
}
