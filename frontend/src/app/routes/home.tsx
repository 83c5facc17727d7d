import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ProductGrid } from '../../features/products/components/product-grid';
import { useShopStore } from '../../stores';

export function HomePage() {
  const { products, isLoading, message, totalProducts } = useShopStore(
    useShallow((state) => ({
      products: state.filteredProducts.products,
      isLoading: state.filteredProducts.isLoading,
      message: state.filteredProducts.message,
      totalProducts: state.filteredProducts.totalProducts,
    })),
  );
  const fetchProducts = useShopStore((state) => state.fetchProducts);

  useEffect(() => {
    void fetchProducts(1);
  }, [fetchProducts]);

  return (
    <section className="home" aria-labelledby="latest-heading">
      <div className="home__heading">
        <h1 id="latest-heading">Latest phones</h1>
        {totalProducts > 0 && <p className="muted">{totalProducts} phones in stock and on the way</p>}
      </div>
      {message && (
        <p role="alert" className="alert">
          {message}
        </p>
      )}
      {isLoading && products.length === 0 ? (
        <div className="product-grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="product-card product-card--skeleton" />
          ))}
        </div>
      ) : (
        <ProductGrid products={products} />
      )}
    </section>
  );
}

export default HomePage;
