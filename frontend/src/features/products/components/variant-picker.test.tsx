import '@/test-support/core-loaded';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCore } from '@/lib/core/load-core';
import type { PhoneDetails, PhoneVariant } from '@/types/product';
import { testProduct } from '@/test-support/test-product';
import { variantChoice } from '../utils/variant-choice';
import { VariantPicker } from './variant-picker';

const variant = (id: string, values: string[], finalPrice: number, stock: number): PhoneVariant => ({
  _id: id,
  sku: `A55-${id}`,
  values,
  label: values.join(' · '),
  price: finalPrice,
  discount: 0,
  final_price: finalPrice,
  final_price_text: `${(finalPrice / 100).toLocaleString('en-US')}.00 TK`,
  discount_shown: false,
  reference_price: finalPrice,
  shown_discount_percent: 0,
  stock,
  pictures: [],
  ram_gb: 8,
  rom_gb: values[0] === '8/256 GB' ? 256 : 128,
});

// 8/128 GB Black is not made; 8/256 GB Black is sold out.
const blue128 = variant('v1', ['8/128 GB', 'Blue'], 4_000_000, 5);
const blue256 = variant('v2', ['8/256 GB', 'Blue'], 4_500_000, 8);
const black256 = variant('v3', ['8/256 GB', 'Black'], 4_400_000, 0);
const phone: PhoneDetails = {
  ...testProduct(),
  options: [
    { axis: 'storage', values: [{ name: '8/128 GB' }, { name: '8/256 GB' }] },
    { axis: 'colour', values: [{ name: 'Blue', swatch: '#1e3a8a' }, { name: 'Black', swatch: '#111111' }] },
  ],
  variants: [blue128, blue256, black256],
  variant_id: blue128._id,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('variant picker', () => {
  it('jumps to the nearest variant that has a value which does not go with the other choices, saying what changed', async () => {
    const core = await loadCore();
    expect(variantChoice(core, phone.variants, blue128, 1, 'Black')).toEqual({ variant: black256, changed: ['8/256 GB'] });
    expect(variantChoice(core, phone.variants, blue128, 0, '8/256 GB')).toEqual({ variant: blue256, changed: [] });
    expect(variantChoice(core, phone.variants, blue256, 1, 'Purple')).toBeNull();
  });

  it('shows each value with what choosing it gives: crossed out but offered, prices on storage, names beside swatches', () => {
    const html = renderToStaticMarkup(<VariantPicker phone={phone} selected={blue128} onSelect={() => {}} />);
    expect(html).toMatch(/class="variant-value variant-value--not_made" aria-pressed="false" aria-label="Black \(not made with your other choices\)"/);
    expect(html).toMatch(/aria-pressed="true" aria-label="8\/128 GB"/);
    expect(html).toContain('background:#1e3a8a');
    expect(text(html)).toContain('Storage: 8/128 GB');
    expect(text(html)).toContain('8/256 GB 45,000.00 TK');
    const onSoldOut = renderToStaticMarkup(<VariantPicker phone={phone} selected={blue256} onSelect={() => {}} />);
    expect(onSoldOut).toMatch(/variant-value--sold_out" aria-pressed="false" aria-label="Black \(sold out\)"/);
  });
});
