// The core's words for payments and delivery zones, safe to call with any
// text an older or newer server may send: an unknown name shows as it is
// rather than throwing during render.
import { type DeliveryZone, deliveryQuote, isShopCoreError, paymentMethodLabel, paymentStatusLabel } from './core';

function orAsIs(label: (name: string) => string, name: string): string {
  try {
    return label(name);
  } catch (error) {
    if (isShopCoreError(error)) return name;
    throw error;
  }
}

/** e.g. `Awaiting payment` for `awaiting_payment`. */
export const paymentStatusText = (status: string) => orAsIs(paymentStatusLabel, status);

/** e.g. `bKash`, `Cash on delivery`, and older orders' `Nagad` or `Card`. */
export const paymentMethodText = (method: string) => orAsIs(paymentMethodLabel, method);

/**
 * The name of the zone an order was delivered to. The bridge names a zone
 * only through a quote for a city, so the label is the quote's for the
 * order's own city when that quote lands in the recorded zone (it always
 * does unless the zone rule changed since); otherwise the recorded name.
 */
export function zoneLabelOf(zone: DeliveryZone | null | undefined, city: string): string | null {
  if (!zone) return null;
  try {
    const quote = deliveryQuote(0, city);
    return quote.zone === zone ? quote.zoneLabel : zone;
  } catch (error) {
    if (isShopCoreError(error)) return zone;
    throw error;
  }
}
