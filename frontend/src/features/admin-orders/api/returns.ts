import { apiRequest } from '@/lib/http/api-client';
import type { Answer, GetQuery, Schema } from '@/types/wire';

export type Return = Schema<'ReturnAnswer'>;
export type ReturnStatus = Schema<'ReturnStatusName'>;
export type ReturnStep = Schema<'StepBody'>;

/** Every return status in the order a return goes through them, for the filter. */
export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'picked_up', 'received', 'refunded'] as const satisfies readonly ReturnStatus[];

/** The returns, newest first; only those with `status` unless it is empty. */
export function listReturns(status: ReturnStatus | '', signal?: AbortSignal): Promise<Return[]> {
  const query: GetQuery<'/admin/returns'> = status ? { status } : {};
  return apiRequest<Answer<'/admin/returns', 'get'>>('/api/admin/returns', { query, signal });
}

/**
 * Moves a return one step (accepted, refused, picked up, received). 400 when
 * a refusal has no note or a receipt does not say whether it goes back to
 * stock; 409 when the return may not take that step now.
 */
export function moveReturn(id: string, step: ReturnStep): Promise<Return> {
  return apiRequest<Answer<'/admin/returns/{id}/status', 'post'>>(`/api/admin/returns/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: step,
  });
}

/**
 * Gives a received return's money back: through bKash for a bKash order (502
 * when bKash refused), recorded with the note for a cash one (400 without
 * one); 409 when refunded already.
 */
export function refundReturn(id: string, note: string): Promise<Return> {
  return apiRequest<Answer<'/admin/returns/{id}/refund', 'post'>>(`/api/admin/returns/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: { note } satisfies Schema<'RefundBody'>,
  });
}
