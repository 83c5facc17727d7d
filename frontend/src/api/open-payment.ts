import { ApiError } from '@/lib/http/api-client';
import { paymentMessageOf } from '@/lib/format/error-message';
import { leaveFor } from '@/lib/http/leave-for';
import { startPayment } from './start-payment';

export type PaymentOpening =
  /** The browser is on its way to bKash's page. */
  | { leaving: true }
  /**
   * Paying could not start; `message` says why in the shopper's words.
   * `stale` when the checkout is no longer waiting (paid meanwhile, or its time passed).
   */
  | { leaving: false; message: string; stale: boolean };

/** Opens a bKash payment for the checkout and sends the browser to bKash's page to pay. */
export async function openPayment(checkoutId: string): Promise<PaymentOpening> {
  try {
    const { redirect_url } = await startPayment(checkoutId);
    if (leaveFor(redirect_url)) return { leaving: true };
    return { leaving: false, message: 'bKash answered with a page that cannot be opened', stale: false };
  } catch (error) {
    const stale = error instanceof ApiError && error.status === 409;
    return { leaving: false, message: paymentMessageOf(error, 'Could not open the bKash payment'), stale };
  }
}
