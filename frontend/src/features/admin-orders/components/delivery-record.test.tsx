import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryRecord } from './delivery-record';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('DeliveryRecord', () => {
  it('counts the number’s parcels and warns when too many came back', () => {
    const risky = renderToStaticMarkup(<DeliveryRecord record={{ parcels: 10, delivered: 6, cancelled: 4, risk: 'risky' }} />);
    expect(text(risky)).toContain('10 parcels to this number: 6 delivered, 4 refused or returned');
    expect(text(risky)).toContain('Ask for an advance, paid online');
    expect(risky).toContain('class="alert"');
    const reliable = renderToStaticMarkup(<DeliveryRecord record={{ parcels: 12, delivered: 11, cancelled: 1, risk: 'reliable' }} />);
    expect(text(reliable)).toContain('Reliable: most of this number’s parcels were taken.');
    expect(reliable).not.toContain('class="alert"');
  });
});
