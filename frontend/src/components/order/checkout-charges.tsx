import { useId } from 'react';
import { formatMoney } from '../../lib/core';
import { zoneLabelOf } from '../../lib/payment-text';
import type { CheckoutDetails } from '../../types/checkout';
import './checkout-charges.css';

/** A checkout's lines (title, quantity, unit price, amount), its subtotal, the one delivery fee and the total, in the core's TK format. */
export function CheckoutCharges({ checkout, caption = 'What this order charges' }: { checkout: CheckoutDetails; caption?: string }) {
  const zone = zoneLabelOf(checkout.delivery_zone);
  const captionId = useId();
  return (
    // On a phone the table can be wider than the screen: the box that scrolls takes the keyboard focus, so it scrolls by keys too.
    <div className="charges" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="charges__table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {checkout.orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">{order.title}</th>
              <td>{order.quantity}</td>
              <td>{formatMoney(order.price)}</td>
              <td>{formatMoney(order.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td data-testid="charges-subtotal">{formatMoney(checkout.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Delivery{zone && ` (${zone})`}
            </th>
            <td data-testid="charges-delivery">{formatMoney(checkout.delivery_fee)}</td>
          </tr>
          <tr className="charges__total">
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td data-testid="charges-total">{formatMoney(checkout.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
