import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { clampPage, totalPages } from '@/lib/core/core';
import { useShopStore } from '@/stores/shop-store';
import { useBrandBySlug } from '../hooks/use-brand-by-slug';
import { listingRequestKey } from '../stores/products-slice';
import {
  activeFilterCount,
  applyListingChange,
  authorOf,
  parseListingParams,
  readListingParams,
  scopeListing,
  toSearchString,
  type ListingChange,
} from '../utils/listing-url';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { ListingSkeleton } from './listing-skeleton';
import { ListingToolbar } from './listing-toolbar';
import { ProductGrid } from './product-grid';
import '../products.css';
import { NothingFound } from './nothing-found';
import { useI18n } from '@/lib/i18n';
import { useFirstScreenDone } from '@/lib/first-screen';

/**
 * The catalog: `/products`, `/products/:slug` (a brand's phones, or an
 * author's when the segment is an account id) and `/q?search=…`. The query
 * string holds filters, sort and page.
 */
export function ProductListPage() {
  const i18n = useI18n();
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseListingParams(readListingParams(searchParams)), [searchParams]);
  const { query, error: urlError } = parsed;
  const authorId = (slug !== undefined && authorOf(slug)) || undefined;
  const brandSlug = authorId ? undefined : slug;
  const brandLookup = useBrandBySlug(brandSlug);
  const brandName = brandLookup.status === 'found' ? brandLookup.brand.name : undefined;
  const waitingForBrand = brandSlug !== undefined && brandName === undefined;

  // The URL is parsed once, above; the store and the API query take the checked listing as it is.
  const request = useMemo(() => scopeListing(parsed, { author: authorId, brandPage: brandSlug !== undefined }), [parsed, brandSlug, authorId]);
  const requestKey = listingRequestKey(request.params, brandName);

  const loadListing = useShopStore((s) => s.loadListing);
  const listing = useShopStore(
    useShallow((s) => ({
      products: s.filteredProducts.products,
      total: s.filteredProducts.totalProducts,
      facets: s.filteredProducts.facets,
      didYouMean: s.filteredProducts.didYouMean,
      isLoading: s.filteredProducts.isLoading,
      message: s.filteredProducts.message,
      loadedKey: s.filteredProducts.requestKey,
    })),
  );

  useEffect(() => {
    if (!waitingForBrand) void loadListing(request, brandName);
  }, [loadListing, request, brandName, waitingForBrand]);

  const ready = listing.loadedKey === requestKey && !listing.isLoading;
  useFirstScreenDone(ready || brandLookup.status === 'missing');
  const pages = totalPages(ready ? listing.total : 0, query.perPage);

  const hrefFor = useCallback((change: ListingChange) => toSearchString(applyListingChange(parsed, change)), [parsed]);
  const change = useCallback(
    (c: ListingChange) => {
      void navigate({ search: hrefFor(c) }, { preventScrollReset: true, flushSync: true });
    },
    [navigate, hrefFor],
  );

  // Another page of results starts at the top.
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current !== query.page) window.scrollTo({ top: 0 });
    shownPage.current = query.page;
  }, [query.page]);

  // A page past the end (an old link) moves to the last page.
  useEffect(() => {
    if (ready && listing.total > 0 && query.page > pages) {
      void navigate({ search: hrefFor({ type: 'page', page: clampPage(query.page, pages) }) }, { replace: true });
    }
  }, [ready, listing.total, query.page, pages, navigate, hrefFor]);

  if (brandLookup.status === 'missing') {
    return (
      <section className="not-found listing-missing">
        <h1>{i18n._('Brand not found')}</h1>
        <p className="muted">{i18n._("We don't sell a brand called “{slug}”.", { slug: brandLookup.slug })}</p>
        <p>
          <Link to={paths.products} className="product-button">
            {i18n._('Browse all phones')}
          </Link>
        </p>
      </section>
    );
  }

  const heading = brandName
    ? i18n._('{brandName} phones', { brandName })
    : authorId
      ? i18n._('Phones from this seller')
      : slug
        ? i18n._('Phones')
        : query.search
          ? i18n._('Results for “{search}”', { search: query.search })
          : i18n._('All phones');
  const activeCount = activeFilterCount(parsed.params, query, !brandSlug);
  const message = brandLookup.status === 'error' ? brandLookup.message : listing.message;

  return (
    <section className="listing" aria-labelledby="listing-heading">
      <title>{`${heading} · PhoneBazar`}</title>
      <h1 id="listing-heading" className="listing__heading">
        {heading}
      </h1>
      {urlError && (
        <p role="alert" className="alert listing__alert">
          {urlError} — showing the default list instead.
        </p>
      )}
      <div className="listing__layout">
        <ListingFilters facets={listing.facets} query={query} activeCount={activeCount} withBrands={!brandSlug} onChange={change} />
        <div className="listing__results">
          <ListingToolbar query={query} total={listing.total} ready={ready} onChange={change} />
          {message ? (
            <p role="alert" className="alert">
              {message}
            </p>
          ) : !ready ? (
            <ListingSkeleton />
          ) : listing.products.length === 0 && activeCount === 0 && query.search ? (
            <NothingFound search={query.search} didYouMean={listing.didYouMean} />
          ) : listing.products.length === 0 ? (
            <div className="listing-empty">
              <p className="listing-empty__title">
                {activeCount === 0 && query.search ? `No phones match “${query.search}”` : i18n._('No phones match these filters')}
              </p>
              {activeCount > 0 && (
                <button type="button" className="product-button" onClick={() => change({ type: 'clear' })}>
                  {i18n._('Clear filters')}
                </button>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={listing.products} />
              <ListingPagination page={query.page} pages={pages} hrefFor={(page) => ({ search: hrefFor({ type: 'page', page }) })} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default ProductListPage;
