import { useState } from 'react';
import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { deleteBrand } from '../api/delete-brand';
import { listBrands } from '../api/list-brands';
import { useResource } from '@/lib/hooks/use-resource';
import type { Brand } from '@/types/admin';
import { messageOf } from '@/lib/format/error-message';
import { AdminPage } from '@/components/admin/admin-page';
import { BrandAddForm } from './brand-add-form';
import { BrandRow } from './brand-row';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { LoadStatus } from '@/components/admin/load-status';
import { useI18n } from '@/lib/i18n';
import { addedNotice, deletedNotice, renamedNotice } from '@/components/admin/change-notices';

// The products slice loads brands only while it has none, so after a change
// the fresh list replaces the store's own (header links and product form read it).
async function loadBrandsIntoStore(signal: AbortSignal): Promise<Brand[]> {
  const brands = await listBrands(signal);
  ports.catalog.setBrands(brands);
  return brands;
}

interface Deletion {
  brand: Brand;
  busy: boolean;
  error: string | null;
}

/** `products/category`: the brands products are listed under. */
export function CategoriesPage() {
  const i18n = useI18n();
  const showNotice = useShopStore((s) => s.showNotice);
  const brands = ports.catalog.useBrands();
  const loading = useResource(loadBrandsIntoStore, i18n._('Could not load the brands'));
  const [deletion, setDeletion] = useState<Deletion | null>(null);

  const changed = (message: string) => {
    loading.reload();
    showNotice(message, true, 4000);
  };

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeletion({ ...deletion, busy: true, error: null });
    try {
      await deleteBrand(deletion.brand._id);
      setDeletion(null);
      changed(deletedNotice([deletion.brand.name]));
    } catch (error) {
      setDeletion({ ...deletion, busy: false, error: messageOf(error, i18n._('Could not delete the brand')) });
    }
  };

  return (
    <AdminPage title={i18n._('Categories')}>
      <p className="muted">{i18n._('Brands group the phones in the shop; each has its own page and filter.')}</p>
      <BrandAddForm onAdded={(brand) => changed(addedNotice(brand.name))} />
      <LoadStatus resource={loading} />
      {!loading.error &&
        (brands.length === 0 ? (
          !loading.loading && <p className="empty">{i18n._('No brands yet')}</p>
        ) : (
          <ul className="admin-card admin-brands" aria-label={i18n._('Brands')}>
            {brands.map((brand) => (
              <BrandRow
                key={brand._id}
                brand={brand}
                onRenamed={(renamed) => changed(renamedNotice(brand.name, renamed.name))}
                onDelete={(b) => setDeletion({ brand: b, busy: false, error: null })}
              />
            ))}
          </ul>
        ))}
      {deletion && (
        <ConfirmDialog
          title={i18n._('Delete {name}?', { name: deletion.brand.name })}
          message={i18n._('The brand and its page are removed from the shop.')}
          confirmLabel={i18n._('Delete brand')}
          busy={deletion.busy}
          error={deletion.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeletion(null)}
        />
      )}
    </AdminPage>
  );
}
