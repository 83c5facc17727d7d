import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/core';
import type { Product } from '../types';

const column = createColumnHelper<Product>();

interface ProductTableProps {
  products: Product[];
  /** Asks to delete these products; `done` clears the selection once they are gone. */
  onDelete: (products: Product[], done?: () => void) => void;
}

/** The admin product list: picture, title, brand, price, stock, sold, and edit/delete per row or for a selection. */
export function ProductTable({ products, onDelete }: ProductTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('cover', {
        header: 'Picture',
        enableSorting: false,
        cell: (info) => <img src={info.getValue()} alt={info.row.original.title} width={48} height={48} loading="lazy" />,
      }),
      column.accessor('title', {
        header: 'Title',
        cell: ({ row: { original: p } }) => <Link to={paths.productDetails(p.slug, p._id)}>{p.title}</Link>,
      }),
      column.accessor('brand', { header: 'Brand' }),
      column.accessor('final_price', {
        header: 'Price',
        cell: ({ row: { original: p } }) => (
          <span className="admin-price">
            <strong>{formatMoney(p.final_price)}</strong>
            {p.discount > 0 && (
              <small>
                <s>{formatMoney(p.price)}</s> −{p.discount}%
              </small>
            )}
          </span>
        ),
      }),
      column.accessor('stock', { header: 'Stock' }),
      column.accessor('sold', { header: 'Sold' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: p } }) => (
          <div className="actions">
            <Link to={paths.adminProductForm(p._id)} className="button" aria-label={`Edit ${p.title}`}>
              Edit
            </Link>
            <button type="button" className="button button--danger" aria-label={`Delete ${p.title}`} onClick={() => onDelete([p])}>
              Delete
            </button>
          </div>
        ),
      }),
    ],
    [onDelete],
  );

  return (
    <DataTable
      label="Products"
      data={products}
      columns={columns}
      getRowId={(p) => p._id}
      emptyText="No products found"
      initialPageSize={20}
      selectionActions={(selected, clear) => (
        <button type="button" className="button button--danger" onClick={() => onDelete(selected, clear)}>
          Delete selected
        </button>
      )}
    />
  );
}
