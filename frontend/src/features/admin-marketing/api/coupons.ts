import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export type Coupon = Schema<'CouponAnswer'>;
export type CouponFields = Schema<'CouponFields'>;
export type CouponKind = Schema<'OffKind'>;

/** Every coupon, newest first, with how often each was used. */
export function listCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return apiRequest<Answer<'/admin/coupons', 'get'>>('/api/admin/coupons', { signal });
}

/** Adds a coupon; refused with 400 for terms the core refuses, 409 when the code is taken. */
export function addCoupon(fields: CouponFields): Promise<Coupon> {
  return apiRequest<Answer<'/admin/coupons', 'post'>>('/api/admin/coupons', { method: 'POST', body: fields });
}

/** Replaces a coupon's terms; its uses stay. */
export function changeCoupon(id: string, fields: CouponFields): Promise<Coupon> {
  return apiRequest<Answer<'/admin/coupons/{id}', 'put'>>(`/api/admin/coupons/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: fields,
  });
}

/** Deletes a coupon. */
export function deleteCoupon(id: string): Promise<Answer<'/admin/coupons/{id}', 'delete'>> {
  return apiRequest<Answer<'/admin/coupons/{id}', 'delete'>>(`/api/admin/coupons/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
