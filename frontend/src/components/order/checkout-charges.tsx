import { useId } from 'react';

import { lineTotal } from '@/lib/core/core';
import { zoneLabelOf } from '@/lib/format/payment-text';
import type { CheckoutDetails } from '@/types/checkout';
import './checkout-charges.css';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/**
 * A checkout's lines (title, quantity, unit price, amount), its subtotal, its
 * coupon, the one delivery fee and the total, in the core's TK format.
 */
export function CheckoutCharges({ checkout, caption }: { checkout: CheckoutDetails; caption?: string }) {
  const i18n = useI18n();
  const format = useFormat();
  const { money, count: number } = format;
  const zone = zoneLabelOf(checkout.delivery_zone, format);
  const coupon = checkout.coupon;
  const captionId = useId();
  return (
    // On a phone the table can be wider than the screen: the box that scrolls takes the keyboard focus, so it scrolls by keys too.
    <div className="charges" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="charges__table">
        <caption id={captionId}>{caption ?? i18n._('What this order charges')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Item')}</th>
            <th scope="col">{i18n._('Qty')}</th>
            <th scope="col">{i18n._('Unit price')}</th>
            <th scope="col">{i18n._('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {checkout.orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">
                {order.title}
                {order.warranty && <span className="charges__note">{i18n._('Warranty: {warranty}', { warranty: order.warranty })}</span>}
                {order.handsets.length > 0 && (
                  <span className="charges__note" data-testid="charges-imeis">
                    {i18n._('IMEI: {imeis}', { imeis: order.handsets.flat().join(', ') })}
                  </span>
                )}
              </th>
              <td>{number(order.quantity)}</td>
              <td>{money(order.price)}</td>
              <td>{money(lineTotal(order.price, order.quantity))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {i18n._('Subtotal')}
            </th>
            <td data-testid="charges-subtotal">{money(checkout.subtotal)}</td>
          </tr>
          {coupon && coupon.goods_off > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {i18n._('Coupon {code}', { code: coupon.code })}
              </th>
              <td data-testid="charges-coupon">−{money(coupon.goods_off)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {i18n._('Delivery')}
              {zone && ` (${zone})`}
            </th>
            <td data-testid="charges-delivery">{money(checkout.delivery_fee)}</td>
          </tr>
          {coupon && coupon.delivery_off > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {i18n._('Free delivery with {code}', { code: coupon.code })}
              </th>
              <td data-testid="charges-delivery-off">−{money(coupon.delivery_off)}</td>
            </tr>
          )}
          <tr className="charges__total">
            <th scope="row" colSpan={3}>
              {i18n._('Total')}
            </th>
            <td data-testid="charges-total">{money(checkout.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
