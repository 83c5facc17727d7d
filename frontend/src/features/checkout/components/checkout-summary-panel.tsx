import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type DeliveryQuote, type Poisha, lineTotal } from '@/lib/core/core';
import { quantityOf } from '@/lib/core/cart-lines';
import type { CheckoutSummary } from '../api/get-checkout-summary';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface CheckoutSummaryPanelProps {
  summary: CheckoutSummary | null;
  /** The core's price of delivery to the chosen address; null while none is chosen. */
  quote: DeliveryQuote | null;
  /** What the shopper pays: the quote's total, less the coupon when one is applied. */
  total: Poisha | null;
  summaryFailed: boolean;
  /** The server's words when the total changed since it was shown; the total below is the new one. */
  totalChanged: string | null;
  busy: boolean;
  /** Whether address and payment are chosen. */
  ready: boolean;
  onPlace: () => void;
}

/** The priced lines, the delivery to the chosen address and the total, and the Place order button. */
export function CheckoutSummaryPanel({ summary, quote, total, summaryFailed, totalChanged, busy, ready, onPlace }: CheckoutSummaryPanelProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = format.money;
  const number = format.count;
  return (
    <aside className="panel checkout__summary" aria-label={i18n._('Order summary')}>
      <h2>{i18n._('Order summary')}</h2>
      {summary === null ? (
        <p className="muted">{summaryFailed ? i18n._('The summary could not be loaded.') : i18n._('Loading…')}</p>
      ) : (
        <>
          <ul>
            {summary.lines.map((line) => (
              <li key={line._id}>
                <span>
                  {line.title} × {number(quantityOf(line))}
                </span>
                <span>{money(lineTotal(line.price, quantityOf(line)))}</span>
              </li>
            ))}
          </ul>
          <p>
            {i18n._('Subtotal')} <span data-testid="checkout-subtotal">{money(summary.subtotal)}</span>
          </p>
          {summary.coupon && summary.coupon.goods_off > 0 && (
            <p>
              {i18n._('Coupon {code}', { code: summary.coupon.code })} <span data-testid="coupon-off">−{money(summary.coupon.goods_off)}</span>
            </p>
          )}
          {quote ? (
            <>
              <p>
                <span>
                  {i18n._('Delivery')} · <span data-testid="delivery-zone">{format.text(quote.zoneText)}</span>
                </span>
                <span data-testid="delivery-fee">{money(quote.deliveryFee)}</span>
              </p>
              {summary.coupon && summary.coupon.delivery_off > 0 && (
                <p>
                  {i18n._('Free delivery with {code}', { code: summary.coupon.code })}{' '}
                  <span data-testid="delivery-off">−{money(summary.coupon.delivery_off)}</span>
                </p>
              )}
              <p className="muted" data-testid="delivery-days">
                {i18n._('Delivered within {days} days', { days: number(quote.deliveryDays) })}
              </p>
            </>
          ) : (
            <p className="muted">{i18n._('Choose a delivery address to see the delivery fee.')}</p>
          )}
          {summary.unavailable.length > 0 && (
            <div role="alert" className="alert">
              {i18n._('Not enough stock for: {titles}. Lower the quantity in your', { titles: summary.unavailable.join(', ') })}{' '}
              <Link to={paths.cart}>{i18n._('cart')}</Link> {i18n._('to place the order.')}
            </div>
          )}
          {totalChanged && (
            <p role="alert" className="alert" data-testid="total-changed">
              {totalChanged}
            </p>
          )}
          {total !== null && (
            <p className="checkout__total">
              {i18n._('Total')} <strong data-testid="checkout-total">{money(total)}</strong>
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !ready || total === null || summary.unavailable.length > 0}
            onClick={onPlace}
          >
            {busy ? i18n._('Placing your order…') : i18n._('Place order')}
          </button>
        </>
      )}
    </aside>
  );
}
