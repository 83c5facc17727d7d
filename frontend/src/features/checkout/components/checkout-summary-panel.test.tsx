import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Address } from '@/types/address';
import type { CheckoutSummary } from '../api/get-checkout-summary';
import { addressToDeliver, quoteFor, totalToPay } from '../utils/delivery-quote';
import { CheckoutSummaryPanel } from './checkout-summary-panel';

const summary: CheckoutSummary = {
  lines: [
    {
      _id: 'c1',
      product_id: 'p1',
      customer_id: 'u1',
      label: '',
      title: 'Galaxy A55 8/128GB',
      price: 4_200_000,
      cover: '',
      quantity: 2,
      stock: 5,
      createdAt: '',
      created_at: '',
    },
  ],
  item_count: 2,
  subtotal: 8_400_000,
  delivery_zone: 'inside_dhaka',
  shipping: 7_000,
  total: 8_407_000,
  unavailable: [],
  payment_methods: [{ value: 'cash_on_delivery', label: 'Cash on delivery', emi_plan: 'optional' }],
};

const address = (id: string, city: string, isDefault = false): Address => ({
  _id: id,
  customer_id: 'u1',
  createdAt: '',
  is_default: isDefault,
  first_name: 'Rahim',
  last_name: 'Uddin',
  phone: '01712345678',
  address: 'House 12, Road 5',
  area: 'Zindabazar',
  city,
  zip_code: '3100',
});
const book = [address('a-dhaka', ' dhaka city ', true), address('a-sylhet', 'Sylhet')];

type Props = Parameters<typeof CheckoutSummaryPanel>[0];
const render = (props: Partial<Props> = {}) => {
  const shownSummary = props.summary === undefined ? summary : props.summary;
  const quote = props.quote === undefined ? quoteFor(shownSummary, book[0]) : props.quote;
  return renderToStaticMarkup(
    <MemoryRouter>
      <CheckoutSummaryPanel
        summary={shownSummary}
        quote={quote}
        total={totalToPay(shownSummary, quote)}
        summaryFailed={false}
        totalChanged={null}
        busy={false}
        ready
        onPlace={() => {}}
        {...props}
      />
    </MemoryRouter>,
  );
};
const shown = (html: string, testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1];

describe('CheckoutSummaryPanel', () => {
  it('re-prices delivery when the shopper picks another address: Dhaka city, then outside Dhaka', () => {
    // Before any choice the default address is priced.
    const inside = render({ quote: quoteFor(summary, addressToDeliver(book, null)) });
    expect(shown(inside, 'delivery-zone')).toBe('Inside Dhaka city');
    expect(shown(inside, 'delivery-fee')).toBe('70.00 TK');
    expect(shown(inside, 'delivery-days')).toBe('Delivered within 5 days');
    expect(shown(inside, 'checkout-total')).toBe('84,070.00 TK');

    const outside = render({ quote: quoteFor(summary, addressToDeliver(book, 'a-sylhet')) });
    expect(shown(outside, 'delivery-zone')).toBe('Outside Dhaka');
    expect(shown(outside, 'delivery-fee')).toBe('130.00 TK');
    expect(shown(outside, 'delivery-days')).toBe('Delivered within 10 days');
    expect(shown(outside, 'checkout-total')).toBe('84,130.00 TK');
    expect(shown(outside, 'checkout-subtotal')).toBe('84,000.00 TK');
  });

  it('the quote for the default address is the total the server answered for it', () => {
    expect(quoteFor(summary, addressToDeliver(book, null))?.total).toBe(summary.total);
    expect(quoteFor(summary, addressToDeliver(book, 'gone'))?.zone).toBe('inside_dhaka');
    expect(quoteFor(summary, undefined)).toBeNull();
    expect(quoteFor(null, book[1])).toBeNull();
  });

  it('shows a changed total with the message beside it, and Place order stays available for the new total', () => {
    const message = 'The total changed to 84,070.00 TK because a price changed. Please check it and place the order again.';
    const html = render({ totalChanged: message });
    const alert = html.indexOf(`<p role="alert" class="alert" data-testid="total-changed">${message}</p>`);
    const total = html.indexOf('<strong data-testid="checkout-total">84,070.00 TK</strong>');
    expect(alert).toBeGreaterThan(-1);
    expect(total).toBeGreaterThan(alert);
    expect(html).toContain('<button type="button" class="button button--primary">Place order</button>');
  });

  it("with a coupon shows what it takes off and the server's total for the chosen address", () => {
    const couponed: CheckoutSummary = {
      ...summary,
      coupon: { code: 'EID-500', goods_off: 50_000, delivery_off: 7_000 },
      total: 8_400_000 - 50_000,
    };
    const html = render({ summary: couponed });
    expect(html).toContain('Coupon EID-500');
    expect(shown(html, 'coupon-off')).toBe('−500.00 TK');
    expect(shown(html, 'delivery-off')).toBe('−70.00 TK');
    expect(shown(html, 'checkout-total')).toBe('83,500.00 TK');
    expect(shown(render(), 'checkout-total')).toBe('84,070.00 TK');
    expect(render()).not.toContain('coupon-off');
  });

  it('shows no message before a refusal, and no button while the summary is missing', () => {
    expect(render()).not.toContain('role="alert"');
    const failed = render({ summary: null, summaryFailed: true });
    expect(failed).toContain('The summary could not be loaded.');
    expect(failed).not.toContain('Place order');
  });

  it('holds the button while placing, while address or payment is missing, or with no address to price', () => {
    expect(render({ busy: true })).toMatch(/<button[^>]*disabled=""[^>]*>Placing your order…<\/button>/);
    expect(render({ ready: false })).toMatch(/<button[^>]*disabled=""[^>]*>Place order<\/button>/);
    const unpriced = render({ quote: null });
    expect(unpriced).toContain('Choose a delivery address to see the delivery fee.');
    expect(unpriced).not.toContain('checkout-total');
    expect(unpriced).toMatch(/<button[^>]*disabled=""[^>]*>Place order<\/button>/);
  });
});
