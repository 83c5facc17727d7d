import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { getProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

/** Phones shown when a search finds nothing. */
const POPULAR = 4;
const loadPopular = (signal: AbortSignal) => getProducts({ orderBy: 'sold', orderDirection: 'desc', perPage: POPULAR }, signal);

/**
 * A search that found nothing says so, offers the near query the server
 * found ("did you mean"), and shows the best-selling phones.
 */
export function NothingFound({ search, didYouMean }: { search: string; didYouMean: string | null }) {
  const i18n = useI18n();
  const popular = useResource(loadPopular, i18n._('Could not load products'));
  return (
    <div className="listing-empty" data-testid="nothing-found">
      <p className="listing-empty__title">{`No phones match “${search}”`}</p>
      {didYouMean && (
        <p className="listing-empty__near">
          {i18n._('Did you mean')} <Link to={paths.searchFor(didYouMean)}>{didYouMean}</Link>?
        </p>
      )}
      {popular.data && popular.data.products.length > 0 && (
        <>
          <h2 className="listing-empty__popular">{i18n._('Popular phones')}</h2>
          <ProductGrid products={popular.data.products} />
        </>
      )}
    </div>
  );
}
