import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testOrder } from '@/test-support/test-order';
import type { BulkResult, Parcel } from '../api/parcels';
import { BulkParcelRow } from './bulk-parcel-row';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const CHECKOUT = '665f1c2e9b1e8a3d4c5b6a99';
const parcel = {
  checkoutId: CHECKOUT,
  orders: [
    testOrder({ _id: '665f1c2e9b1e8a3d4c5b6a71', checkout_id: CHECKOUT, order_status_type: 'confirmed', quantity: 2, payment_method: 'cash_on_delivery' }),
  ],
};
const render = (result?: BulkResult) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <BulkParcelRow parcel={parcel} imeis={{}} onImeis={() => {}} result={result} />
    </MemoryRouter>,
  );

describe('BulkParcelRow', () => {
  it('names who the parcel goes to and how it is paid, with a field per phone’s IMEI', () => {
    const html = render();
    expect(text(html)).toContain('Rahim Uddin · Dhaka · 01712345678 · Cash on delivery');
    expect(html.match(/required=""/g)).toHaveLength(2);
    expect(html).toContain(`href="/admin/dashboard/parcels/${CHECKOUT}"`);
  });

  it('shows the tracking code once booked, and the courier’s refusal with its fields kept', () => {
    const booked = render({ checkout_id: CHECKOUT, parcel: { tracking_code: 'C10A6522' } as Parcel, refusal: null });
    expect(text(booked)).toContain('Booked, tracking code C10A6522.');
    expect(booked).not.toContain('<input');
    const refused = render({
      checkout_id: CHECKOUT,
      parcel: null,
      refusal: {
        message: 'The courier refused the parcel: the phone number is not valid',
        code: 'shipping.refused',
        params: { reasons: 'the phone number is not valid' },
      },
    });
    expect(refused).toContain('role="alert"');
    expect(text(refused)).toContain('the phone number is not valid');
    expect(refused).toContain('<input');
  });
});
