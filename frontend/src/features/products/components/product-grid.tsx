import type { Product } from '../../../types/product';
import { ProductCard } from '../../../components/product/product-card';

/** The grid sits right under the page's h1 (the filters may be folded away), so its cards' titles are h2. */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product._id} product={product} level={2} />
      ))}
    </div>
  );
}
