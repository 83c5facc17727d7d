import '@/test-support/core-loaded';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCore } from '@/lib/core/load-core';
import { black256, blue128, blue256, testPhone as phone } from '@/test-support/test-phone';
import { variantChoice } from '../utils/variant-choice';
import { VariantPicker } from './variant-picker';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

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
