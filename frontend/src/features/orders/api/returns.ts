import { apiRequest, uploadFile } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** An order's return, or whether one may be asked. */
export type OrderReturn = Schema<'OrderReturnAnswer'>;
export type ReturnRequest = Schema<'ReturnAnswer'>;
export type ReturnReason = ReturnRequest['reason'];

const base = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/return`;

export function getOrderReturn(orderId: string, signal?: AbortSignal): Promise<OrderReturn> {
  return apiRequest<Answer<'/order/{order_id}/return', 'get'>>(base(orderId), { signal });
}

/** Asks to return the order; 409 past the window or when asked already. */
export function askReturn(orderId: string, body: { reason: ReturnReason; details: string; photos: string[] }): Promise<ReturnRequest> {
  return apiRequest<Answer<'/order/{order_id}/return', 'post'>>(base(orderId), {
    method: 'POST',
    body: body satisfies Schema<'AskBody'>,
  });
}

/** Uploads a photo of the phone for the return; answers its id. */
export function uploadReturnPhoto(orderId: string, file: Blob): Promise<Answer<'/order/{order_id}/return/photos', 'post'>> {
  return uploadFile<Answer<'/order/{order_id}/return/photos', 'post'>>(`${base(orderId)}/photos`, file);
}
