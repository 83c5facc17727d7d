import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AttentionPanel } from './attention-panel';
import type { Attention } from '@/types/admin';
import { useShopStore } from '@/stores/shop-store';

const render = (attention: Attention) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AttentionPanel attention={attention} onChanged={() => undefined} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const captions = (html: string) => [...html.matchAll(/<caption[^>]*>([^<]*)<\/caption>/g)].map((m) => m[1]);

const NO_CODES: Attention['codes'] = {
  sent_today: 0,
  used_today: 0,
  sent_week: 0,
  used_week: 0,
  used_percent_week: null,
  over_budget_today: 0,
  last_over_budget: null,
};
const NONE: Attention = { late_payments: [], unsettled: [], refunds_in_doubt: [], codes: NO_CODES, late_clocks: [] };

const ONE_OF_EACH: Attention = {
  late_payments: [
    {
      checkout_id: '665f1c2e9b1e8a3d11111111',
      payment_id: 'PAY-LATE-1',
      trx_id: 'TRX9LATE01',
      amount: 1_306_900,
      amount_text: '13,069.00 TK',
      found_at: '2026-11-20T10:05:00Z',
      action: { code: 'attention.refunded', params: { refund: 'RFD7BACK01' }, message: 'Refunded in full (refund RFD7BACK01)' },
      refund_trx_id: 'RFD7BACK01',
      refunded_at: '2026-11-20T10:20:00Z',
    },
  ],
  unsettled: [
    {
      checkout_id: '665f1c2e9b1e8a3d22222222',
      held: true,
      in_review: false,
      failed_checks: 3,
      problem: 'bKash cannot say whether this payment was made: timed out',
      next_check_at: '2026-11-20T11:00:00Z',
    },
  ],
  refunds_in_doubt: [
    { order_id: '665f1c2e9b1e8a3d33333333', checkout_id: '665f1c2e9b1e8a3d44444444', return_id: null, amount: 123_456_789, since: '2026-11-19T18:30:00Z' },
  ],
  codes: NO_CODES,
  late_clocks: [],
};

afterEach(async () => {
  await useShopStore.getState().chooseLanguage('en');
});

describe('AttentionPanel', () => {
  it('says in one line that nothing needs attention when every list is empty', () => {
    const html = render(NONE);
    expect(text(html)).toContain('Needs attention Nothing needs attention: every payment and refund is settled.');
    expect(html).not.toContain('<table');
  });

  it('shows one captioned table per kind with the amounts, transaction ids and the server’s words', () => {
    const html = render(ONE_OF_EACH);
    const seen = text(html);
    expect(seen).not.toContain('Nothing needs attention');
    expect(captions(html)).toEqual(['Paid after the checkout lapsed', 'Payments not settled yet', 'Refunds in doubt']);
    // Checkouts and orders by their short reference, the whole id on hover.
    expect(html).toContain('<span title="665f1c2e9b1e8a3d11111111">#11111111</span>');
    expect(seen).toContain('#22222222');
    expect(seen).toContain('#33333333 #44444444');
    // Money by the core's formatter (lakh grouping), not by hand.
    expect(seen).toContain('13,069.00 TK');
    expect(seen).toContain('12,34,567.89 TK');
    expect(seen).toContain('TRX9LATE01');
    expect(seen).toContain('Refunded in full (refund RFD7BACK01)');
    expect(seen).toContain('RFD7BACK01 20 Nov 2026, 4:20 pm');
    expect(seen).toContain('Held (the provider may still take it)');
    expect(seen).toContain('bKash cannot say whether this payment was made: timed out');
    expect(seen).toContain('20 Nov 2026, 5:00 pm');
  });

  it('names the return a refund in doubt belongs to, and a dash for a cancelled order’s', () => {
    const ofReturn = { ...ONE_OF_EACH.refunds_in_doubt[0]!, order_id: '665f1c2e9b1e8a3d55555555', return_id: '665f1c2e9b1e8a3d66666666' };
    const html = render({ ...NONE, refunds_in_doubt: [ONE_OF_EACH.refunds_in_doubt[0]!, ofReturn] });
    const seen = text(html);
    expect(seen).toContain('#33333333 #44444444 —');
    expect(seen).toContain('#55555555 #44444444 #66666666');
    expect(html).toContain('<span title="665f1c2e9b1e8a3d66666666">#66666666</span>');
  });

  it('offers accept and refuse for a payment held for review', () => {
    const html = render({ ...NONE, unsettled: [{ ...ONE_OF_EACH.unsettled[0]!, in_review: true }] });
    expect(text(html)).toContain('Held for your review');
    expect(html).toMatch(/<button[^>]*>Accept payment<\/button>/);
    expect(html).toMatch(/<button[^>]*>Refuse and refund<\/button>/);
  });

  it('says a checkout that is not held is not held', () => {
    const html = render({ ...NONE, unsettled: [{ ...ONE_OF_EACH.unsettled[0]!, held: false }] });
    expect(text(html)).toContain('Not held');
    expect(text(html)).not.toContain('Held (the provider');
    expect(captions(html)).toEqual(['Payments not settled yet']);
  });

  it('speaks Bangla with the amounts in Bengali digits, the server’s words as it wrote them', async () => {
    await useShopStore.getState().chooseLanguage('bn');
    const html = render(ONE_OF_EACH);
    const seen = text(html);
    expect(seen).toContain('মনোযোগ দরকার');
    expect(captions(html)).toEqual(['চেকআউটের মেয়াদ ফুরোনোর পরে পেমেন্ট', 'যে পেমেন্টগুলো এখনো মেটেনি', 'অনিশ্চিত টাকা ফেরত']);
    expect(seen).toContain('১২,৩৪,৫৬৭.৮৯ টাকা');
    expect(seen).not.toContain('13,069.00 TK');
    expect(seen).toContain('TRX9LATE01');
    expect(render(NONE)).toContain('কিছুতেই মনোযোগ দরকার নেই');
  });

  it('counts SMS codes sent and used, and raises the alarm of the budget and of unused codes', () => {
    const calm = text(render({ ...NONE, codes: { ...NO_CODES, sent_today: 4, used_today: 3, sent_week: 12, used_week: 9, used_percent_week: 75 } }));
    expect(calm).toContain('Nothing needs attention');
    expect(calm).toContain('Today 4 sent, 3 used Last 7 days 12 sent, 9 used (75% used)');

    const flooded = text(
      render({
        ...NONE,
        codes: { ...NO_CODES, sent_today: 60, sent_week: 60, used_percent_week: 0, over_budget_today: 7, last_over_budget: '2026-11-20T10:05:00Z' },
      }),
    );
    expect(flooded).not.toContain('Nothing needs attention');
    expect(flooded).toContain('The shop-wide budget refused 7 code requests today, the last at 20 Nov 2026, 4:05 pm.');

    const unused = text(render({ ...NONE, codes: { ...NO_CODES, sent_week: 40, used_week: 4, used_percent_week: 10 } }));
    expect(unused).toContain('Most codes sent this week were never used.');
    expect(text(render({ ...NONE, codes: { ...NO_CODES, sent_week: 10, used_week: 1, used_percent_week: 10 } }))).not.toContain('never used');
  });

  it('lists the orders past the guidelines’ clocks with the promise, a link to the parcel and how late', () => {
    const html = render({
      ...NONE,
      late_clocks: [
        {
          clock: 'delivery',
          order_id: '665f1c2e9b1e8a3d77777777',
          checkout_id: '665f1c2e9b1e8a3d88888888',
          title: 'Galaxy A55',
          started_at: '2026-11-20T10:00:00Z',
          due_at: '2026-11-25T10:00:00Z',
          late_hours: 50,
        },
        {
          clock: 'hand_over',
          order_id: '665f1c2e9b1e8a3d99999999',
          checkout_id: '665f1c2e9b1e8a3daaaaaaaa',
          title: 'Redmi Note 13',
          started_at: '2026-11-26T10:00:00Z',
          due_at: '2026-11-28T10:00:00Z',
          late_hours: 3,
        },
      ],
    });
    expect(captions(html)).toEqual(['Past the guidelines’ clocks']);
    const seen = text(html);
    expect(seen).toContain('Delivery (5 days in Dhaka, 10 elsewhere) #77777777 · Galaxy A55');
    expect(seen).toContain('2 days');
    expect(seen).toContain('Hand-over to the courier (48 hours) #99999999 · Redmi Note 13');
    expect(seen).toContain('3 hours');
    expect(html).toContain('href="/admin/dashboard/parcels/665f1c2e9b1e8a3d88888888"');
    expect(seen).not.toContain('Nothing needs attention');
  });
});
