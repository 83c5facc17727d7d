import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export { type EmiPlan, type EmiPlans, listEmiPlans } from '@/api/list-emi-plans';
import type { EmiPlan } from '@/api/list-emi-plans';
export type EmiPlanRequest = Schema<'EmiPlanRequest'>;

/** Adds a bank's plan; refused with 409 when the bank has one. */
export function addEmiPlan(plan: EmiPlanRequest): Promise<EmiPlan> {
  return apiRequest<Answer<'/admin/emi-plans', 'post'>>('/api/admin/emi-plans', { method: 'POST', body: plan });
}

/** Replaces a plan. */
export function changeEmiPlan(id: string, plan: EmiPlanRequest): Promise<EmiPlan> {
  return apiRequest<Answer<'/admin/emi-plans/{id}', 'put'>>(`/api/admin/emi-plans/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: plan,
  });
}

/** Deletes a plan. */
export function deleteEmiPlan(id: string): Promise<Answer<'/admin/emi-plans/{id}', 'delete'>> {
  return apiRequest<Answer<'/admin/emi-plans/{id}', 'delete'>>(`/api/admin/emi-plans/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
