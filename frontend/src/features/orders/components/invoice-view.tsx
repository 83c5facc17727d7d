import { Link } from 'react-router';
import { CheckoutCharges } from '@/components/order/checkout-charges';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { ShopPapers } from '@/components/shop/shop-papers';
import { paymentMethodText, paymentStatusText, payerText } from '@/lib/format/payment-text';
import type { CheckoutDetails } from '@/types/checkout';
import './invoice.css';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** A checkout's printable invoice: the shop, the reference and date, who it goes to, every line and the money. */
export function InvoiceView({ checkout, onPrint }: { checkout: CheckoutDetails; onPrint: () => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const to = checkout.orders[0]?.shipping_id;
  const { payment } = checkout;
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div>
          <p className="invoice__shop">{shop.name}</p>
          <p className="muted">
            {shop.phone} · {shop.email}
          </p>
          <ShopPapers className="muted" />
        </div>
        <div>
          <h1 id="invoice-title">{i18n._('Invoice')}</h1>
          <dl className="invoice__facts">
            <dt>{i18n._('Order reference')}</dt>
            <dd data-testid="invoice-ref">{checkout.checkout_id}</dd>
            <dt>{i18n._('Date')}</dt>
            <dd>{format.day(checkout.created_at, 'long')}</dd>
          </dl>
        </div>
      </header>
      {to && (
        <section className="invoice__to" aria-labelledby="invoice-to">
          <h2 id="invoice-to">{i18n._('Customer and delivery address')}</h2>
          <address>
            <strong>
              {to.first_name} {to.last_name}
            </strong>
            <br />
            {to.address}
            {to.apartment_suit && `, ${to.apartment_suit}`}, {to.area}
            <br />
            {to.city} {to.post_code}, {to.country}
            <br />
            {i18n._('Phone: {phone}', { phone: to.phone })}
          </address>
        </section>
      )}
      <CheckoutCharges checkout={checkout} caption={i18n._('Items')} />
      <dl className="invoice__facts">
        <dt>{i18n._('Payment method')}</dt>
        <dd>{paymentMethodText(payment.method)}</dd>
        <dt>{i18n._('Payment status')}</dt>
        <dd data-testid="invoice-payment-status">{paymentStatusText(payment.status)}</dd>
        {checkout.advance && (
          <>
            <dt>{i18n._('Advance by bKash')}</dt>
            <dd data-testid="invoice-advance">
              {format.money(checkout.advance.amount)} ({paymentStatusText(checkout.advance.status)})
            </dd>
            <dt>{i18n._('Due on delivery')}</dt>
            <dd>{format.money(checkout.advance.rest)}</dd>
          </>
        )}
        {payment.paid_with && (
          <>
            <dt>{i18n._('Paid with')}</dt>
            <dd data-testid="invoice-paid-with">{`${payment.paid_with.name} ${payment.paid_with.account}`.trim()}</dd>
          </>
        )}
        {payment.trx_id && (
          <>
            <dt>{i18n._('{payer} transaction ID', { payer: payerText(payment.method) })}</dt>
            <dd>{payment.trx_id}</dd>
          </>
        )}
      </dl>
      <p className="invoice__thanks">{i18n._('Thank you for shopping with {name}. Prices in TK, VAT included.', { name: shop.name })}</p>
      <div className="invoice__actions">
        <button type="button" className="button button--primary" onClick={onPrint}>
          {i18n._('Print')}
        </button>
        <Link to={paths.myOrders} className="button">
          {i18n._('All orders')}
        </Link>
      </div>
    </article>
  );
}
