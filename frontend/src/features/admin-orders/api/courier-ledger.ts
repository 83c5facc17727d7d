import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export type Ledger = Schema<'LedgerAnswer'>;
export type LedgerParcel = Schema<'LedgerParcelAnswer'>;

/** What the courier collected, charged, owes and paid out, and every difference. */
export function getCourierLedger(signal?: AbortSignal): Promise<Ledger> {
  return apiRequest<Answer<'/admin/courier-ledger', 'get'>>('/api/admin/courier-ledger', { signal });
}
