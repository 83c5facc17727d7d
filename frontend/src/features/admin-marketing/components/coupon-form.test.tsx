import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { messageOf } from '@/lib/format/error-message';
import { answer, stubApi, stubStorage } from '@/test-support/fetch-stub';
import { addCoupon, type Coupon } from '../api/coupons';
import { blankCoupon, couponRequest } from '../utils/coupon-values';
import { CouponForm } from './coupon-form';
import { CouponTable } from './coupon-table';

/** The text of each `<label>`, in page order. */
const labels = (html: string) => [...html.matchAll(/<label[^>]*>(?:<input[^>]*>)?([^<]*)<\/label>/g)].map((m) => m[1]);

/** The text of each table cell, row by row. */
const cells = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')),
  );

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  _id: 'c1',
  code: 'EID-25',
  kind: 'percent',
  value: 10,
  cap: 100_000,
  minOrder: null,
  freeDelivery: false,
  startsAt: '2026-11-25T00:00:00+06:00',
  endsAt: '2026-12-01T00:00:00+06:00',
  totalUses: 100,
  usesPerCustomer: null,
  brands: [],
  products: [],
  uses: 3,
  ...over,
});

describe('the coupon form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field, with the cap only for a percentage', () => {
    const render = (kind: Coupon['kind']) =>
      renderToStaticMarkup(<CouponForm editing={null} initial={{ ...blankCoupon(), kind }} onSaved={() => {}} onCancel={() => {}} />);
    const percent = render('percent');
    expect(labels(percent)).toEqual([
      'Code',
      'Kind',
      'Value',
      'Cap (TK)',
      'Minimum order (TK)',
      'Free delivery',
      'Starts',
      'Ends',
      'Total uses',
      'Uses per customer',
      'Brands',
      'Phones',
    ]);
    expect(percent).toMatch(/<button type="submit"[^>]*>Add coupon<\/button>/);
    expect(labels(render('amount'))).not.toContain('Cap (TK)');
  });

  it('saves a changed coupon under its own button', () => {
    const html = renderToStaticMarkup(<CouponForm editing={coupon()} initial={blankCoupon()} onSaved={() => {}} onCancel={() => {}} />);
    expect(html).toMatch(/<button type="submit"[^>]*>Save coupon<\/button>/);
    expect(html).toContain('Change coupon EID-25');
  });

  it('posts the terms and keeps the server’s refusal for the form to show', async () => {
    stubStorage().set('token', 'admin');
    const calls = stubApi({
      'POST /api/admin/coupons': () => answer(409, { message: 'Another coupon has this code', code: 'coupons.code_taken', params: {} }),
    });
    const { request } = couponRequest({ ...blankCoupon(), code: 'EID-25', value: '10', endsOn: '2099-12-31' });
    if (!request) throw new Error('the form should read');
    const refused = await addCoupon(request).catch((error: unknown) => error);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { code: 'EID-25', kind: 'percent', value: 10, endsAt: '2100-01-01T00:00:00+06:00' } });
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect(messageOf(refused, 'Could not save the coupon')).toBe('Another coupon has this code');
  });
});

describe('the coupon table', () => {
  const render = (coupons: Coupon[]) => renderToStaticMarkup(<CouponTable coupons={coupons} onEdit={() => {}} onDelete={() => {}} />);

  it('shows what each coupon takes off, its limits, period and uses', () => {
    const html = render([
      coupon(),
      coupon({
        _id: 'c2',
        code: 'FLAT-500',
        kind: 'amount',
        value: 50_000,
        cap: null,
        minOrder: 2_000_000,
        freeDelivery: true,
        totalUses: null,
        usesPerCustomer: 1,
        brands: ['Samsung'],
        products: ['p1', 'p2'],
      }),
    ]);
    const rows = cells(html);
    expect(rows[1]?.slice(0, 9)).toEqual(['EID-25', '10%', '1,000.00 TK', '—', 'No', '25 Nov 2026 to 30 Nov 2026', '3 / 100', 'No limit', 'Every phone']);
    expect(rows[2]?.slice(0, 9)).toEqual([
      'FLAT-500',
      '500.00 TK',
      '—',
      '20,000.00 TK',
      'Yes',
      '25 Nov 2026 to 30 Nov 2026',
      '3 / no limit',
      '1',
      'Samsung, 2 chosen phones',
    ]);
    expect(html).toContain('aria-label="Edit FLAT-500"');
    expect(html).toContain('aria-label="Delete EID-25"');
  });
});
