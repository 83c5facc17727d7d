import { ApiError } from '@/lib/http/api-client';
import type { Poisha } from '@/lib/core/core';
import { messageOf } from '@/lib/format/error-message';
import { type CheckoutRequest, type PlacedCheckout, placeOrder } from '../api/place-order';
import { type CheckoutSummary, getCheckoutSummary } from '../api/get-checkout-summary';
import { i18n } from '@/lib/i18n';

export type CheckoutOutcome =
  | { status: 'placed'; placed: PlacedCheckout }
  /**
   * A price changed since the total was shown: nothing was placed. `summary`
   * is the one to show now, priced for the same address (null when it could
   * not be loaded again), so the next attempt sends the total the shopper has seen.
   */
  | { status: 'total-changed'; message: string; summary: CheckoutSummary | null }
  | { status: 'failed'; message: string };

/** Places the order for `shownTotal`, the total on the screen (goods and delivery to the chosen address). */
export async function placeCheckout(shownTotal: Poisha, request: Omit<CheckoutRequest, 'expectedTotal'>): Promise<CheckoutOutcome> {
  try {
    return { status: 'placed', placed: await placeOrder({ ...request, expectedTotal: shownTotal }) };
  } catch (error) {
    const message = messageOf(error, i18n._('Could not place the order'));
    if (!(error instanceof ApiError && error.status === 409 && typeof error.body.total === 'number')) {
      return { status: 'failed', message };
    }
    const fresh = await getCheckoutSummary(undefined, request.addressId, request.coupon).catch(() => null);
    return { status: 'total-changed', message, summary: fresh };
  }
}
