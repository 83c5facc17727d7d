import { formatMoney } from '@/lib/core/core';
import type { Product } from '@/types/product';

/** A product as the API would answer it, for tests; its price texts are the core's, as the server's are. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  const product = {
    _id: '665f1c2e9b1e8a3d4c5b6a70',
    title: 'Samsung Galaxy A55 5G',
    slug: 'samsung-galaxy-a55-5g',
    brand: 'Samsung',
    description: 'A phone',
    price: 4_599_900,
    discount: 10,
    final_price: 4_139_900,
    // As the server answers a phone listed at this discount: measured from its own price.
    discount_shown: true,
    reference_price: 4_599_900,
    shown_discount_percent: 10,
    stock: 12,
    sold: 40,
    rate: 4.4,
    rating_count: 18,
    cover: '/api/images/665f1c2e9b1e8a3d4c5b6a70',
    specs: { ram_gb: 8, rom_gb: 256, battery_mah: 5000, display_inch: 6.6, camera_mp: 50, selfie_camera_mp: 32, network: '5G', processor: 'Exynos 1480' },
    createdAt: '2026-10-01T10:00:00Z',
    created_at: '2026-10-01T10:00:00Z',
    version: 3,
    // Sold as itself unless a test gives it variants.
    variant_count: 1,
    colours: [],
    ...overrides,
  };
  return {
    from_price: product.final_price,
    from_price_text: formatMoney(product.final_price),
    price_text: formatMoney(product.price),
    final_price_text: formatMoney(product.final_price),
    reference_price_text: formatMoney(product.reference_price),
    ...product,
  };
}
