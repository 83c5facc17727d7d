import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export type ParcelTrack = Schema<'ParcelTrackAnswer'>;

/** The courier's steps of one of the customer's orders; a 404 ApiError before it left with a courier. */
export function getOrderParcel(orderId: string, signal?: AbortSignal): Promise<ParcelTrack> {
  return apiRequest<Answer<'/order/{order_id}/parcel', 'get'>>(`/api/order/${encodeURIComponent(orderId)}/parcel`, { signal });
}
