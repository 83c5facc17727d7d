import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testCheckout } from '@/test-support/test-checkout';
import { testOrder } from '@/test-support/test-order';
import type { CheckoutDetails } from '@/types/checkout';
import { InvoiceView } from './invoice-view';

const CHECKOUT = '665f1c2e9b1e8a3d4c5b6a99';
const twoPhones = testCheckout({
  checkout_id: CHECKOUT,
  created_at: '2026-11-20T19:00:00Z',
  orders: [
    testOrder({ _id: 'o1', city: 'Sylhet', delivery_zone: 'outside_dhaka' }),
    testOrder({ _id: 'o2', title: 'Symphony Z60 (6/128GB)', price: 1_450_000, quantity: 1, total: 1_450_000 }),
  ],
  subtotal: 4_049_800,
  delivery_zone: 'outside_dhaka',
  delivery_fee: 13_000,
  total: 4_062_800,
});

const render = (checkout: CheckoutDetails, onPrint = () => {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <InvoiceView checkout={checkout} onPrint={onPrint} />
    </MemoryRouter>,
  );
const text = (html: string) =>
  html
    .replace(/<\/?(strong|span)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
/** The rows of the charges table as their cells' text. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((c) => c[1]));

describe('InvoiceView', () => {
  it('names the shop, the order reference, the date and the customer with the delivery address', () => {
    const seen = text(render(twoPhones));
    expect(seen).toContain('PhoneBazar');
    expect(seen).toContain(`Order reference ${CHECKOUT}`);
    // 19:00 UTC is the next day in Dhaka.
    expect(seen).toContain('Date 21 November 2026');
    expect(seen).toContain('Rahim Uddin');
    expect(seen).toContain('House 12, Road 5, Dhanmondi');
    expect(seen).toContain('Phone: 01712345678');
  });

  it('lists each line with quantity, unit price and amount, then subtotal, delivery with its zone and total, in TK', () => {
    expect(rows(render(twoPhones))).toEqual([
      ['Item', 'Qty', 'Unit price', 'Amount'],
      ['Walton Primo H10 (4/64GB)', '2', '12,999.00 TK', '25,998.00 TK'],
      ['Symphony Z60 (6/128GB)', '1', '14,500.00 TK', '14,500.00 TK'],
      ['Subtotal', '40,498.00 TK'],
      ['Delivery (Outside Dhaka)', '130.00 TK'],
      ['Total', '40,628.00 TK'],
    ]);
  });

  it("states the payment method and status in the core's words, with bKash's transaction id once paid", () => {
    const seen = text(render(twoPhones));
    expect(seen).toContain('Payment method bKash');
    expect(seen).toContain('Payment status Paid');
    expect(seen).toContain('bKash transaction ID TRX9A8B7C6D');
    const cash = text(render(testCheckout({}, { method: 'cash_on_delivery', status: 'due_on_delivery', trx_id: null })));
    expect(cash).toContain('Payment method Cash on delivery');
    expect(cash).toContain('Payment status Pay on delivery');
    expect(cash).not.toContain('transaction ID');
  });

  it('has a Print button that prints', () => {
    const onPrint = vi.fn();
    // The view's element tree, made during a render (its hooks need one).
    let tree: unknown;
    const Capture = () => {
      tree = InvoiceView({ checkout: twoPhones, onPrint });
      return null;
    };
    renderToStaticMarkup(<Capture />);
    const print = findButton(tree, 'Print');
    expect(print?.props.type).toBe('button');
    print?.props.onClick();
    expect(onPrint).toHaveBeenCalledOnce();
  });

  it('prints without the site chrome: header, footer, banner, the account menu and its own buttons', () => {
    const css = readFileSync(new URL('./invoice.css', import.meta.url), 'utf8');
    const print = /@media print \{\s*([^{]*)\{\s*display: none/.exec(css)?.[1] ?? '';
    for (const chrome of ['.site-header', '.site-footer', '.top-banner', '.area-nav', '.notice', '.invoice__actions']) {
      expect(print.split(',').map((s) => s.trim())).toContain(chrome);
    }
  });
});

type Node = { props?: { children?: unknown; type?: string; onClick?: () => void } } | null | undefined;
/** The element of the tree that is a button reading `label`. */
function findButton(node: unknown, label: string): { props: { type?: string; onClick: () => void } } | null {
  if (Array.isArray(node)) return node.map((n) => findButton(n, label)).find(Boolean) ?? null;
  const element = node as Node;
  if (!element || typeof element !== 'object' || !element.props) return null;
  if ((element as { type?: unknown }).type === 'button' && element.props.children === label) {
    return element as { props: { type?: string; onClick: () => void } };
  }
  return findButton(element.props.children, label);
}
