import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMoney, lineTotal } from '../../../lib/core';
import { quantityOf } from '../../../lib/cart-lines';
import type { CheckoutSummary } from '../api/get-checkout-summary';

interface CheckoutSummaryPanelProps {
  summary: CheckoutSummary | null;
  summaryFailed: boolean;
  /** The server's words when the total changed since it was shown; the total below is the new one. */
  totalChanged: string | null;
  busy: boolean;
  /** Whether address and payment are chosen. */
  ready: boolean;
  onPlace: () => void;
}

/** The priced lines, delivery and total the server worked out, and the Place order button. */
export function CheckoutSummaryPanel({ summary, summaryFailed, totalChanged, busy, ready, onPlace }: CheckoutSummaryPanelProps) {
  return (
    <aside className="panel checkout__summary" aria-label="Order summary">
      <h2>Order summary</h2>
      {summary === null ? (
        <p className="muted">{summaryFailed ? 'The summary could not be loaded.' : 'Loading…'}</p>
      ) : (
        <>
          <ul>
            {summary.lines.map((line) => (
              <li key={line._id}>
                <span>
                  {line.title} × {line.quantity}
                </span>
                <span>{formatMoney(lineTotal(line.price, quantityOf(line)))}</span>
              </li>
            ))}
          </ul>
          <p>
            Delivery <span>{formatMoney(summary.shipping)}</span>
          </p>
          {summary.unavailable.length > 0 && (
            <div role="alert" className="alert">
              Not enough stock for: {summary.unavailable.join(', ')}. Lower the quantity in your{' '}
              <Link to={paths.cart}>cart</Link> to place the order.
            </div>
          )}
          {totalChanged && (
            <p role="alert" className="alert" data-testid="total-changed">
              {totalChanged}
            </p>
          )}
          <p className="checkout__total">
            Total <strong data-testid="checkout-total">{formatMoney(summary.total)}</strong>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !ready || summary.unavailable.length > 0}
            onClick={onPlace}
          >
            {busy ? 'Placing your order…' : 'Place order'}
          </button>
        </>
      )}
    </aside>
  );
}
