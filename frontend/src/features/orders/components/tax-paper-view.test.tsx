import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TaxPaper } from '../api/get-tax-paper';
import { TaxPaperView } from './tax-paper-view';

const line = {
  description: 'Samsung Galaxy A55 (8/256 GB · Navy)',
  imeis: ['356789012345678', '356789012345686'],
  unit: 'piece',
  quantity: 2,
  unit_price: 3_527_739,
  price: 7_055_478,
  discount: 0,
  value: 7_055_478,
  sd_rate_bp: 0,
  sd: 0,
  vat_rate_bp: 750,
  vat: 1_058_322,
  total: 8_113_800,
};

const INVOICE: TaxPaper = {
  kind: 'invoice',
  number: '2026-27/000123',
  order_id: '665f1c2e9b1e8a3d4c5b6a99',
  issued_at: '2026-11-20T10:00:00Z',
  seller: { name: 'Phone Bazar Ltd', bin: '0012345678901', address: '12 Elephant Road, Dhaka 1205', phone: null },
  buyer: { name: 'Rahim Uddin', bin: null, address: 'House 7, Dhanmondi, Dhaka', phone: '01712345678' },
  destination: 'House 7, Dhanmondi, Dhaka',
  lines: [line],
  totals: { price: 7_055_478, discount: 0, value: 7_055_478, sd: 0, vat: 1_058_322, total: 8_113_800 },
  original_number: null,
  original_issued_at: null,
  reason: null,
  names_buyer: true,
};

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const render = (paper: TaxPaper) => renderToStaticMarkup(<TaxPaperView paper={paper} onPrint={() => {}} />);

describe('TaxPaperView', () => {
  it('lays a Mushak-6.3 out with the seller, the buyer, every column and the totals', () => {
    const seen = text(render(INVOICE));
    expect(seen).toContain('Mushak-6.3');
    expect(seen).toContain('Tax invoice');
    expect(seen).toContain('BIN 0012345678901');
    expect(seen).toContain('Buyer Rahim Uddin');
    expect(seen).toContain('Invoice number 2026-27/000123');
    expect(seen).toContain('IMEI 356789012345678, 356789012345686');
    // A reduced rate prints as it is; amounts by the core's formatter.
    expect(seen).toContain('7.5%');
    expect(seen).toContain('81,138.00 TK');
    expect(seen).toContain('10,583.22 TK');
    expect(seen).not.toContain('Tax invoice corrected');
  });

  it('a credit note names its invoice and prints the buyer only when told to', () => {
    const note: TaxPaper = {
      ...INVOICE,
      kind: 'credit_note',
      number: '2026-27/000004',
      original_number: '2026-27/000123',
      reason: 'Defective',
      names_buyer: false,
    };
    const seen = text(render(note));
    expect(seen).toContain('Mushak-6.7');
    expect(seen).toContain('Credit note number 2026-27/000004');
    expect(seen).toContain('Tax invoice corrected 2026-27/000123');
    expect(seen).not.toContain('Rahim Uddin');
    expect(text(render({ ...note, names_buyer: true }))).toContain('Buyer Rahim Uddin');
  });
});
