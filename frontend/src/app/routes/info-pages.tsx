// The shop's information pages: FAQ, about and contact.
import { useI18n } from '@/lib/i18n';

export function FaqPage() {
  const i18n = useI18n();
  const faqs = [
    ['How long does delivery take?', 'Inside Dhaka 1–2 days, elsewhere in Bangladesh 2–4 days. Your order shows the promised date.'],
    ['How can I pay?', 'Cash on delivery, bKash, Nagad or card. We never store card details.'],
    ['Are the phones official?', 'Every phone is the official Bangladesh variant with the brand’s warranty.'],
    ['Can I cancel an order?', 'Yes, while it is pending or confirmed — from My Orders. The stock returns at once.'],
  ];
  return (
    <section className="info-page">
      <h1>{i18n._('Frequently asked questions')}</h1>
      <dl>
        {faqs.map(([q, a]) => (
          <div key={q}>
            <dt>{q}</dt>
            <dd>{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AboutPage() {
  const i18n = useI18n();
  return (
    <section className="info-page">
      <h1>{i18n._('About PhoneBazar')}</h1>
      <p>
        {i18n._(
          'PhoneBazar sells official mobile phones across Bangladesh at fair TK prices — from Walton and Symphony to Samsung and Apple — with honest stock counts and fast delivery.',
        )}
      </p>
    </section>
  );
}

export function ContactPage() {
  const i18n = useI18n();
  return (
    <section className="info-page">
      <h1>{i18n._('Contact')}</h1>
      <p>
        Call <a href="tel:+8809612345678">09612-345678</a> (10 am – 8 pm, Saturday to Thursday) or write to{' '}
        <a href="mailto:help@phonebazar.com.bd">{i18n._('help@phonebazar.com.bd')}</a>.
      </p>
      <p>{i18n._('House 12, Road 5, Dhanmondi, Dhaka 1205')}</p>
    </section>
  );
}
