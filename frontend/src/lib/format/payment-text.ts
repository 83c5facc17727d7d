// The names of payment methods, payment statuses, delivery zones, order
// statuses and a return's statuses and reasons, by their text codes
// (`payment_status.awaiting_payment`). A name an older or newer server sends
// that no catalog has shows as it is.
import { type Format, formatNow } from './format';
import { isTextCode } from '@/lib/i18n/texts';

type Area = 'order_status' | 'payment_status' | 'payment_method' | 'delivery_zone' | 'return_status' | 'return_reason' | 'parcel_status';

/** The text `area.name` (`payment_status.awaiting_payment`); a name the catalog lacks as it is. */
function named(area: Area, name: string, format: Format): string {
  const code = `${area}.${name}`;
  return isTextCode(code) === false ? name : format.text({ code }, name);
}

/** e.g. `Awaiting payment` for `awaiting_payment`. */
export const paymentStatusText = (status: string, format = formatNow()) => named('payment_status', status, format);

/** e.g. `bKash`, `Cash on delivery`, `Nagad`, `Card EMI`. */
export const paymentMethodText = (method: string, format = formatNow()) => named('payment_method', method, format);

/** Whose page the shopper pays on: the wallet's own (`bKash`), or the card gateway's for cards and the wallets it carries. */
export const payerText = (method: string, format = formatNow()) => (method === 'bkash' ? paymentMethodText(method, format) : 'SSLCommerz');

/** e.g. `pending`, or its Bangla. */
export const orderStatusText = (status: string, format = formatNow()) => named('order_status', status, format);

/** e.g. `Inside Dhaka city` for `inside_dhaka`; `null` for orders from before zones. */
export function zoneLabelOf(zone: string | null | undefined, format = formatNow()): string | null {
  return zone ? named('delivery_zone', zone, format) : null;
}

/** e.g. `picked up` for `picked_up`, or its Bangla. */
export const returnStatusText = (status: string, format = formatNow()) => named('return_status', status, format);

/** Why the customer sends a phone back, e.g. `not as described` for `not_as_described`. */
export const returnReasonText = (reason: string, format = formatNow()) => named('return_reason', reason, format);

/** What the courier says of a parcel, e.g. `on its way` for Steadfast's `pending`. */
export const parcelStatusText = (status: string, format = formatNow()) => named('parcel_status', status, format);

/** A courier's name as it writes it, e.g. `Steadfast` for `steadfast`. */
export const courierName = (courier: string): string => ({ steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' })[courier] ?? courier;
