import { Link } from 'react-router';
import { ProductCard } from '@/components/product/product-card';
import { firstRowLoad } from '@/components/product/product-image';
import type { Product } from '@/types/product';
import { useI18n } from '@/lib/i18n';

interface HomeSectionProps {
  id: string;
  title: string;
  products: Product[];
  /** Where "See all" leads; sections without a listing order have none. */
  seeAll?: string;
  /** The first section's first cards are what a visitor sees first. */
  priority?: boolean;
}

/** One home shelf: a heading and a row of cards that scrolls sideways on small screens. */
export function HomeSection({ id, title, products, seeAll, priority = false }: HomeSectionProps) {
  const i18n = useI18n();
  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__heading">
        <h2 id={id}>{title}</h2>
        {seeAll && (
          <Link to={seeAll} className="home-section__more">
            {i18n._('See all')}
            <span className="visually-hidden"> {title.toLowerCase()}</span> →
          </Link>
        )}
      </div>
      <div className="home-section__row">
        {products.map((product, index) => (
          <ProductCard key={product._id} product={product} load={priority ? firstRowLoad(index) : 'lazy'} />
        ))}
      </div>
    </section>
  );
}
