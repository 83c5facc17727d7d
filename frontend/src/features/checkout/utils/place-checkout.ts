import { ApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/error-message';
import { type CheckoutRequest, type PlacedCheckout, placeOrder } from '../api/place-order';
import { type CheckoutSummary, getCheckoutSummary } from '../api/get-checkout-summary';

export type CheckoutOutcome =
  | { status: 'placed'; placed: PlacedCheckout }
  /**
   * A price changed since the summary was shown: nothing was placed. `summary`
   * is the one to show now (null when it could not be loaded again), so the
   * next attempt sends the total the shopper has seen.
   */
  | { status: 'total-changed'; message: string; summary: CheckoutSummary | null }
  | { status: 'failed'; message: string };

/** Places the order for the total of `summary`, the one on the screen. */
export async function placeCheckout(
  summary: CheckoutSummary,
  request: Omit<CheckoutRequest, 'expectedTotal'>,
): Promise<CheckoutOutcome> {
  try {
    return { status: 'placed', placed: await placeOrder({ ...request, expectedTotal: summary.total }) };
  } catch (error) {
    const message = messageOf(error, 'Could not place the order');
    if (!(error instanceof ApiError && error.status === 409 && typeof error.body.total === 'number')) {
      return { status: 'failed', message };
    }
    const fresh = await getCheckoutSummary().catch(() => null);
    return { status: 'total-changed', message, summary: fresh };
  }
}
