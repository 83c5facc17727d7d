import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { PRODUCTS_PER_PAGE, listProducts } from '../api/list-products';
import { deleteProduct } from '../api/delete-product';
import { usePageParams } from '@/components/admin/use-page-params';
import { useResource } from '@/lib/hooks/use-resource';
import type { Product } from '@/types/admin';
import { messageOf } from '@/lib/format/error-message';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { LoadStatus } from '@/components/admin/load-status';
import { ProductTable } from './product-table';
import { deletedNotice } from '@/components/admin/change-notices';
import { ServerPager } from '@/components/admin/server-pager';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface Deletion {
  products: Product[];
  done?: () => void;
  busy: boolean;
  error: string | null;
}

/** `products/product-list`: the newest products first, searchable, paged by the server beyond its largest page. */
export function ProductsPage() {
  const i18n = useI18n();
  const format = useFormat();
  const showNotice = useShopStore((s) => s.showNotice);
  const removeProduct = ports.catalog.removeProduct;
  const { filter: search, page, go } = usePageParams('search');
  const [typed, setTyped] = useState(search);
  const [deletion, setDeletion] = useState<Deletion | null>(null);

  const load = useCallback((signal: AbortSignal) => listProducts(page, search, signal), [page, search]);
  const listing = useResource(load, i18n._('Could not load the products'));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ filter: typed.trim() });
  };

  const askDelete = useCallback((products: Product[], done?: () => void) => {
    setDeletion({ products, done, busy: false, error: null });
  }, []);

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeletion({ ...deletion, busy: true, error: null });
    const deleted = new Set<string>();
    try {
      for (const product of deletion.products) {
        await deleteProduct(product._id);
        deleted.add(product._id);
        removeProduct(product._id);
      }
    } catch (error) {
      const left = deletion.products.filter((p) => !deleted.has(p._id));
      setDeletion({ ...deletion, products: left, busy: false, error: messageOf(error, i18n._('Could not delete')) });
      return;
    } finally {
      listing.setData((data) => ({
        ...data,
        products: data.products.filter((p) => !deleted.has(p._id)),
        totalProducts: data.totalProducts - deleted.size,
      }));
    }
    deletion.done?.();
    setDeletion(null);
    showNotice(deletedNotice(deletion.products.map((p) => p.title)), true, 4000);
  };

  const count = deletion?.products.length ?? 0;
  return (
    <AdminPage
      title={i18n._('Products')}
      actions={
        <Link to={paths.adminProductForm('new')} className="button button--primary">
          {i18n._('Add product')}
        </Link>
      }
    >
      <form role="search" aria-label={i18n._('Products')} className="admin-toolbar" onSubmit={submitSearch}>
        <label htmlFor="admin-product-search" className="visually-hidden">
          {i18n._('Search products')}
        </label>
        <input id="admin-product-search" type="search" placeholder={i18n._('Search products…')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button">
          {i18n._('Search')}
        </button>
        {search && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setTyped('');
              go({ filter: '' });
            }}
          >
            {i18n._('Clear search')}
          </button>
        )}
      </form>
      <LoadStatus resource={listing} />
      {listing.data && !listing.error && (
        <>
          <ProductTable products={listing.data.products} onDelete={askDelete} />
          <ServerPager
            page={page}
            perPage={PRODUCTS_PER_PAGE}
            total={listing.data.totalProducts}
            noun={i18n._('products')}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
      {deletion && (
        <ConfirmDialog
          title={count === 1 ? i18n._('Delete this product?') : i18n._('Delete {count} products?', { count: format.count(count) })}
          message={i18n._('{names} will be removed from the shop, carts and wishlists. Orders keep their copy.', {
            names: deletion.products.map((p) => p.title).join(', '),
          })}
          confirmLabel={i18n._('Delete')}
          busy={deletion.busy}
          error={deletion.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeletion(null)}
        />
      )}
    </AdminPage>
  );
}
