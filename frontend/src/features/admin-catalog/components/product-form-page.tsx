import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ports } from '@/stores/ports';
import { getProduct } from '../api/get-product';
import { useResource } from '@/lib/hooks/use-resource';
import { emptyProductValues, valuesFromProduct } from '../utils/product-form-values';
import { editTargetOf } from '../utils/submit-product';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { ProductForm } from './product-form';
import { VariantGrid } from './variant-grid';
import { useI18n } from '@/lib/i18n';

/** `products/add-product/new` adds a product; `products/add-product/{id}` edits one. */
export function ProductFormPage() {
  const i18n = useI18n();
  const { productId = 'new' } = useParams();
  const editing = productId !== 'new';
  const catalog = ports.catalog;
  const brands = catalog.useBrands();
  const fetchBrands = catalog.fetchBrands;
  const brandNames = useMemo(() => brands.map((b) => b.name), [brands]);
  useEffect(() => {
    void fetchBrands();
  }, [fetchBrands]);

  const load = useCallback((signal: AbortSignal) => (editing ? getProduct(productId, signal) : Promise.resolve(null)), [editing, productId]);
  const product = useResource(load, i18n._('Could not load the product'));

  return (
    <AdminPage
      title={editing ? i18n._('Edit product') : i18n._('Add product')}
      actions={
        <Link to={paths.adminProducts} className="button">
          {i18n._('Back to products')}
        </Link>
      }
    >
      <LoadStatus resource={product} />
      {!product.loading && !product.error && (
        <ProductForm
          key={product.data ? `${productId}@${product.data.version}` : productId}
          target={product.data ? editTargetOf(product.data) : null}
          initial={product.data ? valuesFromProduct(product.data) : emptyProductValues}
          currentCover={product.data?.cover ?? ''}
          brands={brandNames}
          onReload={product.reload}
          byVariant={(product.data?.options.length ?? 0) > 0}
        />
      )}
      {!product.loading && !product.error && product.data && (
        <VariantGrid key={`${productId}@${product.data.version}`} phone={product.data} onReload={product.reload} />
      )}
    </AdminPage>
  );
}
