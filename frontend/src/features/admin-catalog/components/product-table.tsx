import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import type { Product } from '@/types/admin';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

const column = createColumnHelper<Product>();

interface ProductTableProps {
  products: Product[];
  /** Asks to delete these products; `done` clears the selection once they are gone. */
  onDelete: (products: Product[], done?: () => void) => void;
}

/** The admin product list: picture, title, brand, price, stock, sold, and edit/delete per row or for a selection. */
export function ProductTable({ products, onDelete }: ProductTableProps) {
  const i18n = useI18n();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('cover', {
        header: i18n._('Picture'),
        enableSorting: false,
        cell: (info) => <img src={info.getValue()} alt={info.row.original.title} width={48} height={48} loading="lazy" />,
      }),
      column.accessor('title', {
        header: i18n._('Title'),
        cell: ({ row: { original: p } }) => <Link to={paths.productDetails(p.slug, p._id)}>{p.title}</Link>,
      }),
      column.accessor('brand', { header: i18n._('Brand') }),
      column.accessor('final_price', {
        header: i18n._('Price'),
        cell: ({ row: { original: p } }) => (
          <span className="admin-price">
            <strong>{format.money(p.final_price)}</strong>
            {p.discount > 0 && (
              <small>
                <s>{format.money(p.price)}</s> −{p.discount}%
              </small>
            )}
          </span>
        ),
      }),
      column.accessor('stock', { header: i18n._('Stock') }),
      column.accessor('sold', { header: i18n._('Sold') }),
      column.display({
        id: 'actions',
        header: i18n._('Actions'),
        cell: ({ row: { original: p } }) => (
          <div className="actions">
            <Link to={paths.adminProductForm(p._id)} className="button" aria-label={i18n._('Edit {title}', { title: p.title })}>
              {i18n._('Edit')}
            </Link>
            <button type="button" className="button button--danger" aria-label={i18n._('Delete {title}', { title: p.title })} onClick={() => onDelete([p])}>
              {i18n._('Delete')}
            </button>
          </div>
        ),
      }),
    ],
    [onDelete, format, i18n],
  );

  return (
    <DataTable
      label={i18n._('Products')}
      data={products}
      columns={columns}
      getRowId={(p) => p._id}
      emptyText={i18n._('No products found')}
      initialPageSize={20}
      selectionActions={(selected, clear) => (
        <button type="button" className="button button--danger" onClick={() => onDelete(selected, clear)}>
          {i18n._('Delete selected')}
        </button>
      )}
    />
  );
}
