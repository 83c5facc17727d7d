import { apiRequest } from '@/lib/http/api-client';
import type { Profile } from '../types';
import type { Answer, Schema } from '@/types/wire';

/** Turns the SMS about the customer's orders on or off; the profile as saved. */
export function setOrderSms(enabled: boolean): Promise<Profile> {
  const body = { enabled } satisfies Schema<'OrderSmsRequest'>;
  return apiRequest<Answer<'/auth/customer-profile/order-sms', 'put'>>('/api/auth/customer-profile/order-sms', { method: 'PUT', body });
}
