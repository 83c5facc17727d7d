import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useShopStore } from '@/stores/shop-store';
import { useI18n } from '@/lib/i18n';

/** "Shop by brand" links to each brand's page; the list is fetched once. */
export function BrandLinks() {
  const i18n = useI18n();
  const brands = useShopStore((s) => s.brands);
  const fetchBrands = useShopStore((s) => s.fetchBrands);
  useEffect(() => {
    void fetchBrands();
  }, [fetchBrands]);
  if (brands.length === 0) return null;
  return (
    <nav className="filter-group brand-links" aria-label={i18n._('Shop by brand')}>
      <h2 className="filter-group__legend">{i18n._('Shop by brand')}</h2>
      <ul className="brand-links__list">
        <li>
          <NavLink to={paths.products} end className="brand-links__link">
            {i18n._('All brands')}
          </NavLink>
        </li>
        {brands.map((brand) => (
          <li key={brand._id}>
            <NavLink to={paths.productsBySlug(brand.slug)} className="brand-links__link">
              {brand.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
