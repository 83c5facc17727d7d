import type { ProductFormValues } from './utils/product-form-values';

/** A complete product form as an admin would type it, for tests. */
export const filledProductValues: ProductFormValues = {
  title: 'Galaxy A55 5G (8/256GB)',
  brand: 'Samsung',
  price: '45999.50',
  discount: '10',
  stock: '12',
  description: 'Awesome screen',
  ramGb: '8',
  romGb: '256',
  batteryMah: '5000',
  displayInch: '6.6',
  cameraMp: '50',
  selfieCameraMp: '32',
  network: '5G',
  processor: 'Exynos 1480',
};
