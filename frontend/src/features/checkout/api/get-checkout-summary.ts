import { apiRequest } from '../../../lib/api-client';
import type { Poisha } from '../../../lib/core';
import type { Line } from '../../../types/line';

export interface CheckoutSummary {
  lines: Line[];
  item_count: number;
  subtotal: Poisha;
  shipping: Poisha;
  total: Poisha;
  unavailable: string[];
}

export function getCheckoutSummary(): Promise<CheckoutSummary> {
  return apiRequest<CheckoutSummary>('/api/checkout/summary');
}
