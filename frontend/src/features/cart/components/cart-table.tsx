import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DataTable } from '@/components/table/data-table';

import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import type { Line } from '@/types/line';
import { quantityOf } from '@/lib/core/cart-lines';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

const column = createColumnHelper<Line>();

/** The contract's cart table: image, name, price, added date, quantity with minus/plus, and actions. */
export function CartTable({ lines }: { lines: Line[] }) {
  const i18n = useI18n();
  const format = useFormat();
  const { changeQuantity, toggleCart } = useShopStore(useShallow((s) => ({ changeQuantity: s.changeQuantity, toggleCart: s.toggleCart })));
  const wishlist = ports.wishlist;
  const wishlistIds = wishlist.useProductIds();
  const toggleWishlist = wishlist.toggle;

  const columns = useMemo(() => {
    const onWishlist = (productId: string) => wishlistIds.includes(productId);
    return [
      column.accessor('cover', {
        header: i18n._('Image'),
        enableSorting: false,
        cell: (info) => <img src={info.getValue()} alt={info.row.original.title} width={56} height={56} />,
      }),
      column.accessor('title', {
        header: i18n._('Name'),
        // A phone's line names its variant (e.g. 8/256 GB · Blue · Official).
        cell: (info) => (
          <>
            {info.getValue()}
            {info.row.original.label && <span className="line-label">{info.row.original.label}</span>}
          </>
        ),
      }),
      column.accessor('price', { header: i18n._('Price'), cell: (info) => format.money(info.getValue()) }),
      column.accessor('createdAt', {
        header: i18n._('Added'),
        cell: (info) => format.day(info.getValue(), 'numeric'),
      }),
      column.accessor(quantityOf, {
        id: 'quantity',
        header: i18n._('Quantity'),
        cell: ({ row: { original: line } }) => (
          <div className="stepper">
            <button type="button" aria-label={i18n._('One less {title}', { title: line.title })} onClick={() => void changeQuantity(line, 'decrease')}>
              −
            </button>
            <span aria-live="polite" data-testid="quantity">
              {format.count(line.quantity ?? 0)}
            </span>
            <button type="button" aria-label={i18n._('One more {title}', { title: line.title })} onClick={() => void changeQuantity(line, 'increase')}>
              +
            </button>
          </div>
        ),
      }),
      column.display({
        id: 'actions',
        header: i18n._('Actions'),
        cell: ({ row: { original: line } }) => (
          <div className="actions">
            <button type="button" className="button" onClick={() => void toggleWishlist({ _id: line.product_id, title: line.title })}>
              {onWishlist(line.product_id) ? i18n._('Remove from wishlist') : i18n._('Add to wishlist')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void toggleCart({ _id: line.product_id, title: line.title, variant_id: line.variant_id })}
            >
              {i18n._('Delete')}
            </button>
          </div>
        ),
      }),
    ];
  }, [wishlistIds, changeQuantity, toggleCart, toggleWishlist, format, i18n]);

  // One line at a time: each toggle decides from the cart the one before it fetched again.
  const removeLines = async (selected: Line[], clear: () => void) => {
    for (const line of selected) await toggleCart({ _id: line.product_id, title: line.title, variant_id: line.variant_id });
    clear();
  };

  return (
    <DataTable
      label={i18n._('Cart')}
      data={lines}
      columns={columns}
      getRowId={(line) => line._id}
      emptyText=""
      initialPageSize={20}
      selectionActions={(selected, clear) => (
        <button type="button" className="button button--danger" onClick={() => void removeLines(selected, clear)}>
          {i18n._('Delete selected')}
        </button>
      )}
    />
  );
}
