import { useFormat } from '@/lib/format/format';
import { orderRef } from '@/lib/format/order-ref';
import { returnReasonText, returnStatusText } from '@/lib/format/payment-text';
import { useI18n } from '@/lib/i18n';
import type { Return } from '../api/returns';
import { ReturnActions } from './return-actions';
import { ReturnHistory } from './return-history';

/** One return: the phone, the customer's reason, words and photos, its steps so far, and the next ones. */
export function ReturnRow({ request, onChanged }: { request: Return; onChanged: (request: Return) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const ref = orderRef(request.order_id);
  const stock = request.restocked == null ? null : request.restocked ? i18n._('Back to stock') : i18n._('Written off');

  return (
    <li className="admin-card admin-return">
      <header className="admin-return__header">
        <h2 title={request.order_id}>{i18n._('Return of order {ref}', { ref })}</h2>
        <span className={`status status--return-${request.status}`}>{returnStatusText(request.status, format)}</span>
      </header>
      <dl className="admin-return__facts">
        <div>
          <dt>{i18n._('Phone')}</dt>
          <dd>
            {request.title}
            {request.label && <span className="muted"> · {request.label}</span>}
          </dd>
        </div>
        <div>
          <dt>{i18n._('Quantity')}</dt>
          <dd>{format.count(request.quantity)}</dd>
        </div>
        <div>
          <dt>{i18n._('Reason')}</dt>
          <dd>{returnReasonText(request.reason, format)}</dd>
        </div>
        <div>
          <dt>{i18n._('Asked on')}</dt>
          <dd>
            <time dateTime={request.createdAt}>{format.moment(request.createdAt)}</time>
          </dd>
        </div>
        {stock && (
          <div>
            <dt>{i18n._('Stock')}</dt>
            <dd>{stock}</dd>
          </div>
        )}
      </dl>
      {request.details && (
        <>
          <h3 className="admin-return__subheading">{i18n._('The customer says')}</h3>
          <p className="admin-return__details">{request.details}</p>
        </>
      )}
      {request.photos.length > 0 && (
        <ul className="admin-return__photos">
          {request.photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={i18n._('Photo {number} of return {ref}', { number: format.count(index + 1), ref })} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ReturnHistory request={request} of={ref} />
      <ReturnActions request={request} onChanged={onChanged} />
    </li>
  );
}
