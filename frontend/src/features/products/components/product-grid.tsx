import type { Product } from '@/types/product';
import { ProductCard } from '@/components/product/product-card';
import { firstRowLoad } from '@/components/product/product-image';

/**
 * The grid sits right under the page's h1 (the filters may be folded away), so its cards' titles are h2.
 * Its first row (two cards on a phone) loads at once, the first picture before anything else.
 */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} level={2} load={firstRowLoad(index)} />
      ))}
    </div>
  );
}
