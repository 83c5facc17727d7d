import { openPayment } from '@/api/open-payment';
import type { PlacedCheckout } from '../api/place-order';
import { isAwaitingPayment } from '@/lib/core/core';

export type NextStep =
  /** The browser is on its way to bKash's page. */
  | { to: 'provider' }
  /** The payment could not be opened: the checkout's payment page says why and offers to try again. */
  | { to: 'payment'; checkoutId: string; message: string }
  /** Nothing to pay now (cash on delivery): the first order's page, or My Orders. */
  | { to: 'order'; orderId: string | null };

/** Where the shopper goes once the orders are placed: to bKash when they wait for a payment. */
export async function stepAfterPlacing(placed: PlacedCheckout): Promise<NextStep> {
  if (!placed.orders.some((order) => isAwaitingPayment(order.payment_status))) {
    return { to: 'order', orderId: placed.orders[0]?._id ?? null };
  }
  const opening = await openPayment(placed.checkout_id);
  return opening.leaving ? { to: 'provider' } : { to: 'payment', checkoutId: placed.checkout_id, message: opening.message };
}
