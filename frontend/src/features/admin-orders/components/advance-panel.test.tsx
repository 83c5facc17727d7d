import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CheckoutParcel } from '../api/parcels';
import { AdvancePanel } from './advance-panel';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const checkout = (overrides: Partial<CheckoutParcel>): CheckoutParcel => ({
  checkout_id: '665f1c2e9b1e8a3d4c5b6a99',
  courier: true,
  orders: [],
  parcel: null,
  delivery_record: null,
  advance: null,
  advance_suggested: null,
  advance_askable: true,
  ...overrides,
});
const render = (shown: CheckoutParcel) => renderToStaticMarkup(<AdvancePanel checkout={shown} onChanged={() => {}} />);
const asked = { amount: 500_000, rest: 6_007_000, deadline: '2026-11-21T10:00:00Z', asked_at: '2026-11-20T10:00:00Z' };

describe('AdvancePanel', () => {
  it('offers to ask an advance, filled with the shop’s suggestion when there is one', () => {
    const suggested = render(checkout({ advance_suggested: 650_700 }));
    expect(text(suggested)).toContain('Suggested: an advance of 6,507.00 TK, paid online, before booking.');
    expect(suggested).toContain('value="6507.00"');
    const plain = render(checkout({}));
    expect(plain).not.toContain('Suggested');
    expect(plain).toContain('<summary>Ask an advance paid online</summary>');
    expect(plain).toContain('value=""');
    expect(suggested).not.toContain('<details');
  });

  it('shows the advance asked: withdrawn while unpaid, kept once paid', () => {
    const awaiting = render(checkout({ advance: { ...asked, status: 'awaiting_payment' } }));
    expect(text(awaiting)).toContain('Advance of 5,000.00 TK asked, paid online');
    expect(awaiting).toContain('Withdraw the advance');
    const paid = render(checkout({ advance: { ...asked, status: 'paid' } }));
    expect(text(paid)).toContain('The courier collects the rest.');
    expect(paid).not.toContain('Withdraw the advance');
  });
});
