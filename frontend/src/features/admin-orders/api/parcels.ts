import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export type Parcel = Schema<'ParcelAnswer'>;
export type CheckoutParcel = Schema<'CheckoutParcelAnswer'>;

/** A checkout's orders and its parcel (`null` before one is booked), and whether a courier is set up. */
export function getCheckoutParcel(checkoutId: string, signal?: AbortSignal): Promise<CheckoutParcel> {
  return apiRequest<Answer<'/admin/checkouts/{checkout_id}', 'get'>>(`/api/admin/checkouts/${encodeURIComponent(checkoutId)}`, { signal });
}

/**
 * Books the checkout's parcel with the courier, each order with the IMEIs
 * packed for it. 201 booked; 202 sent but the courier's answer was lost (the
 * shop looks it up); 400 the courier refused it, with its reasons; 409 an
 * order not confirmed, already booked, or an IMEI on another order.
 */
export function bookParcel(checkoutId: string, packing: { order_id: string; handsets: string[][] }[]): Promise<Parcel> {
  return apiRequest<Answer<'/admin/checkouts/{checkout_id}/parcel', 'post'>>(`/api/admin/checkouts/${encodeURIComponent(checkoutId)}/parcel`, {
    method: 'POST',
    body: { packing } satisfies Schema<'BookBody'>,
  });
}

/** The returned parcel is back at the shop: its units go back to stock. */
export function receiveParcel(checkoutId: string): Promise<Parcel> {
  return apiRequest<Answer<'/admin/checkouts/{checkout_id}/parcel/received', 'post'>>(
    `/api/admin/checkouts/${encodeURIComponent(checkoutId)}/parcel/received`,
    { method: 'POST' },
  );
}

export type BulkResult = Schema<'BulkResultAnswer'>;

/** Books many checkouts' parcels in one call: each one's outcome in the order sent, booked (or sent) or refused with why. */
export async function bookParcels(parcels: Schema<'BulkParcelBody'>[]): Promise<BulkResult[]> {
  const answer = await apiRequest<Answer<'/admin/parcels/bulk', 'post'>>('/api/admin/parcels/bulk', {
    method: 'POST',
    body: { parcels } satisfies Schema<'BulkBody'>,
  });
  return answer.results;
}

/** Asks an advance of `amount` poisha of a cash-on-delivery checkout, paid by bKash before its parcel is booked. */
export function askAdvance(checkoutId: string, amount: number): Promise<CheckoutParcel> {
  return apiRequest<Answer<'/admin/checkouts/{checkout_id}/advance', 'post'>>(`/api/admin/checkouts/${encodeURIComponent(checkoutId)}/advance`, {
    method: 'POST',
    body: { amount } satisfies Schema<'AdvanceBody'>,
  });
}

/** Withdraws an unpaid advance: the checkout is cash on delivery for its whole total again. */
export function withdrawAdvance(checkoutId: string): Promise<CheckoutParcel> {
  return apiRequest<Answer<'/admin/checkouts/{checkout_id}/advance', 'delete'>>(`/api/admin/checkouts/${encodeURIComponent(checkoutId)}/advance`, {
    method: 'DELETE',
  });
}
