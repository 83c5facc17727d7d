import { ApiError } from '@/lib/http/api-client';
import { paymentMessageOf } from '@/lib/format/error-message';
import { leaveFor } from '@/lib/http/leave-for';
import { startPayment } from './start-payment';

export type PaymentOpening =
  /** The browser is on its way to the provider's page. */
  | { leaving: true }
  /**
   * Paying could not start; `message` says why in the shopper's words.
   * `stale` when the checkout is no longer waiting (paid meanwhile, or its time passed).
   */
  | { leaving: false; message: string; stale: boolean };

/** Opens a payment for the checkout (an advance: by `method`, if named) and sends the browser to the provider's page to pay. */
export async function openPayment(checkoutId: string, method?: string): Promise<PaymentOpening> {
  try {
    const { redirect_url } = await startPayment(checkoutId, method);
    if (leaveFor(redirect_url)) return { leaving: true };
    return { leaving: false, message: 'The payment provider answered with a page that cannot be opened', stale: false };
  } catch (error) {
    const stale = error instanceof ApiError && error.status === 409;
    return { leaving: false, message: paymentMessageOf(error, 'Could not open the payment'), stale };
  }
}
