import type { PhoneDetails, PhoneVariant } from '@/types/product';
import { testProduct } from './test-product';

/** A variant of the test phone as its page answers it. */
export const testVariant = (id: string, values: string[], finalPrice: number, stock: number): PhoneVariant => ({
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
export const blue128 = testVariant('v1', ['8/128 GB', 'Blue'], 4_000_000, 5);
export const blue256 = testVariant('v2', ['8/256 GB', 'Blue'], 4_500_000, 8);
export const black256 = testVariant('v3', ['8/256 GB', 'Black'], 4_400_000, 0);
export const testPhone: PhoneDetails = {
  ...testProduct(),
  options: [
    { axis: 'storage', values: [{ name: '8/128 GB' }, { name: '8/256 GB' }] },
    {
      axis: 'colour',
      values: [
        { name: 'Blue', swatch: '#1e3a8a' },
        { name: 'Black', swatch: '#111111' },
      ],
    },
  ],
  variants: [blue128, blue256, black256],
  variant_id: blue128._id,
};
