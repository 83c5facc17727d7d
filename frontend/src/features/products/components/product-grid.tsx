import type { Product } from '../../../types/product';
import { ProductCard } from '../../../components/product/product-card';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}
