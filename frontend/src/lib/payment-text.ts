// The core's words for payments and delivery zones, safe to call with any
// text an older or newer server may send: an unknown name shows as it is
// rather than throwing during render. In Bangla they are looked up in the
// core texts' catalog.
import { type DeliveryZone, deliveryZoneLabel, isShopCoreError, paymentMethodLabel, paymentStatusLabel } from './core';
import { coreText } from './i18n/core-text';

function orAsIs(label: (name: string) => string, name: string): string {
  try {
    return coreText(label(name));
  } catch (error) {
    if (isShopCoreError(error)) return name;
    throw error;
  }
}

/** e.g. `Awaiting payment` for `awaiting_payment`. */
export const paymentStatusText = (status: string) => orAsIs(paymentStatusLabel, status);

/** e.g. `bKash`, `Cash on delivery`, and older orders' `Nagad` or `Card`. */
export const paymentMethodText = (method: string) => orAsIs(paymentMethodLabel, method);

/** e.g. `Inside Dhaka city` for `inside_dhaka`; `null` for orders from before zones. */
export function zoneLabelOf(zone: DeliveryZone | null | undefined): string | null {
  return zone ? orAsIs(deliveryZoneLabel, zone) : null;
}
