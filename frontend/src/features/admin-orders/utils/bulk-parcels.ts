import type { Order } from '@/types/admin';

/** A checkout's confirmed orders, which leave in one parcel. */
export interface ParcelToBook {
  checkoutId: string;
  orders: Order[];
}

/** Per order id: per phone, its first and (dual SIM) second IMEI as typed. */
export type TypedImeis = Record<string, string[][]>;

/** The confirmed orders grouped by checkout, in the order they came (a checkout where its first order is). */
export function parcelsOf(orders: Order[]): ParcelToBook[] {
  const byCheckout = new Map<string, Order[]>();
  for (const order of orders) {
    if (order.order_status_type !== 'confirmed') continue;
    const parcel = byCheckout.get(order.checkout_id);
    if (parcel) parcel.push(order);
    else byCheckout.set(order.checkout_id, [order]);
  }
  return [...byCheckout].map(([checkoutId, parcelOrders]) => ({ checkoutId, orders: parcelOrders }));
}

/** Whether every phone of the parcel has its first IMEI typed. */
export function isPacked(parcel: ParcelToBook, imeis: TypedImeis): boolean {
  return parcel.orders.every((order) =>
    Array.from({ length: order.quantity }, (_, phone) => imeis[order._id]?.[phone]?.[0]?.trim() ?? '').every((imei) => imei !== ''),
  );
}

/** The booking of each packed parcel: its orders with their phones' IMEIs (an empty second IMEI left out). */
export function packedBookings(parcels: ParcelToBook[], imeis: TypedImeis) {
  return parcels
    .filter((parcel) => isPacked(parcel, imeis))
    .map((parcel) => ({
      checkout_id: parcel.checkoutId,
      packing: parcel.orders.map((order) => ({
        order_id: order._id,
        handsets: Array.from({ length: order.quantity }, (_, phone) =>
          (imeis[order._id]?.[phone] ?? []).map((imei) => imei.trim()).filter((imei) => imei !== ''),
        ),
      })),
    }));
}
