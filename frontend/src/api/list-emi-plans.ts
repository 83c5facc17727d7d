import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type EmiPlans = Answer<'/emi-plans', 'get'>;
export type EmiPlan = EmiPlans['plans'][number];

/** The card-EMI plans the shop offers, with the tenures and the charge cap a plan may have. */
export function listEmiPlans(signal?: AbortSignal): Promise<EmiPlans> {
  return apiRequest<EmiPlans>('/api/emi-plans', { signal });
}
