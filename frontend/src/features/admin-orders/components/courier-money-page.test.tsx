import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Ledger } from '../api/courier-ledger';
import { LedgerView } from './courier-money-page';

const render = (ledger: Ledger) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LedgerView ledger={ledger} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

const SQUARE: Ledger = {
  collected: 4_606_900,
  charges: 54_069,
  owed: 4_552_831,
  paid: 4_552_831,
  balance: 0,
  payout_days: 7,
  unpaid: [],
  mismatched: [],
  payouts: [],
};

describe('LedgerView', () => {
  it('shows what was collected, charged, owed and paid, and a zero balance when square', () => {
    const seen = text(render(SQUARE));
    expect(seen).toContain('Collected at the door 46,069.00 TK');
    expect(seen).toContain('The courier’s charges 540.69 TK');
    expect(seen).toContain('Balance 0.00 TK');
    expect(seen).toContain('None: every payout matches the shop’s record.');
    expect(seen).toContain('No payout yet.');
  });

  it('lists a parcel a payout counted otherwise, with the difference, and the payouts', () => {
    const parcel = {
      checkout_id: '665f1c2e9b1e8a3d11111111',
      invoice: '665f1c2e9b1e8a3d11111111',
      tracking_code: '15BAEB8A',
      status: 'delivered' as const,
      collected: 100_000,
      charge: 9_000,
      settled_at: '2026-11-20T10:00:00Z',
      paid_out: 81_000,
      payout_difference: -10_000,
    };
    const payout = {
      courier: 'steadfast',
      payout_id: '7',
      amount: 81_000,
      paid_at: null,
      parcels: 1,
      unknown_invoices: ['X1'],
      recorded_at: '2026-11-21T10:00:00Z',
    };
    const html = render({ ...SQUARE, balance: 10_000, mismatched: [parcel], payouts: [payout] });
    const seen = text(html);
    expect(seen).toContain('15BAEB8A collected 1,000.00 TK, charged 90.00 TK · the payout counted -100.00 TK otherwise');
    expect(html).toContain('href="/admin/dashboard/parcels/665f1c2e9b1e8a3d11111111"');
    expect(seen).toContain('Steadfast payout 7: 810.00 TK for 1 parcels');
    expect(seen).toContain('Names parcels the shop does not know: X1');
  });
});
