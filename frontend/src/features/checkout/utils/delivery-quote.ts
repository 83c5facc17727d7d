import { type DeliveryQuote, type Poisha, deliveryQuote, isShopCoreError } from '@/lib/core/core';
import type { Address } from '@/types/address';
import type { CheckoutSummary } from '../api/get-checkout-summary';

/** The address delivery goes to: the one the shopper chose, else the default one, else the first. */
export function addressToDeliver(addresses: Address[], chosenId: string | null): Address | undefined {
  return addresses.find((a) => a._id === chosenId) ?? addresses.find((a) => a.is_default) ?? addresses[0];
}

/**
 * What the cart costs delivered to `address`, by the core's zone rule: the
 * same total the server charges for that address. Null until both are known,
 * or when the sum is past what money can hold.
 */
export function quoteFor(summary: CheckoutSummary | null, address: Pick<Address, 'city'> | undefined): DeliveryQuote | null {
  if (!summary || !address) return null;
  try {
    return deliveryQuote(summary.subtotal, address.city);
  } catch (error) {
    if (isShopCoreError(error)) return null;
    throw error;
  }
}

/**
 * What the shopper is shown and charged: the core's quote for the chosen
 * address; with a coupon, the server's total for that address less the coupon
 * (the summary is priced for the chosen address then). Null until both are known.
 */
export function totalToPay(summary: CheckoutSummary | null, quote: DeliveryQuote | null): Poisha | null {
  if (!summary || !quote) return null;
  return summary.coupon ? summary.total : quote.total;
}
