import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { paymentMethodText } from '@/lib/format/payment-text';
import type { OrderReturn } from '../api/returns';
import { ReturnForm } from './return-form';

interface ReturnSectionProps {
  orderId: string;
  /** The order's return, or whether one may be asked; null while loading. */
  shown: OrderReturn | null;
  onChanged: (shown: OrderReturn) => void;
}

/** The return of a delivered order: asked (and where it stands), or offered within the window. */
export function ReturnSection({ orderId, shown, onChanged }: ReturnSectionProps) {
  const i18n = useI18n();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  if (!shown) return null;
  const request = shown.request;
  return (
    <section className="order-return" aria-labelledby="order-return-title">
      <h2 id="order-return-title">{i18n._('Return')}</h2>
      {request ? (
        <>
          <p data-testid="return-status">{i18n._('Your return is {status}', { status: format.text({ code: `return_status.${request.status}` }) })}</p>
          {request.refund && (
            <p data-testid="return-refund">
              {i18n._('{amount} refunded ({method})', {
                amount: format.money(request.refund.amount),
                method: request.refund.method === 'cash' ? i18n._('cash') : paymentMethodText(request.refund.method),
              })}
            </p>
          )}
          {request.credit_note && (
            <p>
              <Link to={paths.creditNote(orderId)}>{i18n._('Credit note (Mushak-6.7) {number}', { number: request.credit_note })}</Link>
            </p>
          )}
        </>
      ) : shown.may_ask ? (
        <>
          {shown.until && <p className="muted">{i18n._('You can return this phone until {day}.', { day: format.day(shown.until) })}</p>}
          {asking ? (
            <ReturnForm orderId={orderId} onAsked={(asked) => onChanged({ ...shown, request: asked, may_ask: false })} />
          ) : (
            <button type="button" className="button" onClick={() => setAsking(true)}>
              {i18n._('Return this phone')}
            </button>
          )}
        </>
      ) : (
        shown.until && <p className="muted">{i18n._('Returns are accepted within {days} days of delivery.', { days: format.count(shown.window_days) })}</p>
      )}
    </section>
  );
}
