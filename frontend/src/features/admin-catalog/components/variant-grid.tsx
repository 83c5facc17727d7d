import { type CSSProperties, type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/http/api-client';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';
import type { PhoneDetails } from '@/types/product';
import { saveVariants } from '../api/save-variants';
import { type GridDraft, type GridErrors, gridErrors, gridOf, gridRequest, newRow, setRow } from '../utils/variant-grid';
import { CellInput } from '@/components/admin/cell-input';
import { ProductFormActions } from './product-form-actions';
import { VariantAxes, useAxisTitle } from './variant-axes';

interface VariantGridProps {
  phone: PhoneDetails;
  /** Loads the product again (after a save, or when it was edited meanwhile). */
  onReload: () => void;
}

/**
 * The phone's variants: its axes and a row per variant (values, SKU, price,
 * discount, stock), saved together on the version loaded, so an edit made
 * meanwhile is refused rather than undone, and units sold meanwhile stay sold.
 */
export function VariantGrid({ phone, onReload }: VariantGridProps) {
  const i18n = useI18n();
  const axisTitle = useAxisTitle();
  const showNotice = useShopStore((s) => s.showNotice);
  const [grid, setGrid] = useState<GridDraft>(() => gridOf(phone));
  const [errors, setErrors] = useState<GridErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setConflict(false);
    try {
      await saveVariants(phone._id, gridRequest(grid));
      setErrors({});
      showNotice(i18n._('The variants of {title} are saved', { title: phone.title }), true, 4000);
      onReload();
    } catch (error) {
      setErrors(error instanceof ApiError ? gridErrors(error.fieldErrors) : {});
      setConflict(error instanceof ApiError && error.status === 409);
      setFailure(messageOf(error, i18n._('Could not save the variants')));
    } finally {
      setBusy(false);
    }
  };

  const cell = (r: number, name: string) => errors[`variants[${r}].${name}`];
  // The option values name a row: their cells stay at the left while the rest scrolls under them.
  const pinned = (i: number) => ({
    className: i === grid.axes.length - 1 ? 'variant-table__value variant-table__value--last' : 'variant-table__value',
    style: { '--at': i } as CSSProperties,
  });
  return (
    <form className="admin-card variant-grid" onSubmit={(event) => void save(event)} noValidate aria-labelledby="variant-grid-title">
      <h2 id="variant-grid-title">{i18n._('Variants')}</h2>
      <p className="admin-field__hint">
        {i18n._('Each variant is one storage, colour and edition sold with its own SKU, price and stock; a combination not made is simply not a row.')}
      </p>
      <VariantAxes grid={grid} errors={errors} onChange={setGrid} />
      {errors.options && <p className="field-error">{errors.options}</p>}
      <div className="variant-grid__rows" style={{ '--axes': grid.axes.length } as CSSProperties}>
        <table className="data-table variant-table">
          <thead>
            <tr>
              {grid.axes.map((a, i) => (
                <th key={a.axis} scope="col" {...pinned(i)}>
                  {axisTitle(a.axis)}
                </th>
              ))}
              <th scope="col">{i18n._('SKU')}</th>
              <th scope="col">{i18n._('Price (TK)')}</th>
              <th scope="col">{i18n._('Discount (%)')}</th>
              <th scope="col">{i18n._('Stock')}</th>
              <th scope="col">
                <span className="visually-hidden">{i18n._('Remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => {
              const change = (name: string) => (value: string) => setGrid(setRow(grid, row.key, { [name]: value }));
              const named = (field: string) => i18n._('{field} of variant {n}', { field, n: r + 1 });
              return (
                <tr key={row.key}>
                  {grid.axes.map((a, i) => (
                    <td key={a.axis} {...pinned(i)}>
                      <select
                        aria-label={named(axisTitle(a.axis))}
                        value={row.values[i] ?? ''}
                        aria-invalid={cell(r, `values[${i}]`) ? true : undefined}
                        onChange={(event) => setGrid(setRow(grid, row.key, { values: row.values.map((v, j) => (j === i ? event.target.value : v)) }))}
                      >
                        {!a.values.some((v) => v.name === row.values[i]) && <option value={row.values[i] ?? ''}>{row.values[i] || '—'}</option>}
                        {a.values.map((v, j) => (
                          <option key={j} value={v.name}>
                            {v.name || '—'}
                          </option>
                        ))}
                      </select>
                      {cell(r, `values[${i}]`) && <span className="field-error">{cell(r, `values[${i}]`)}</span>}
                    </td>
                  ))}
                  <td>
                    <CellInput label={named(i18n._('SKU'))} wide value={row.sku} error={cell(r, 'sku')} onChange={change('sku')} />
                  </td>
                  <td>
                    <CellInput label={named(i18n._('Price (TK)'))} inputMode="decimal" value={row.price} error={cell(r, 'price')} onChange={change('price')} />
                  </td>
                  <td>
                    <CellInput
                      label={named(i18n._('Discount (%)'))}
                      inputMode="numeric"
                      value={row.discount}
                      error={cell(r, 'discount')}
                      onChange={change('discount')}
                    />
                  </td>
                  <td>
                    <CellInput
                      label={named(i18n._('Stock'))}
                      inputMode="numeric"
                      value={row.stock}
                      error={cell(r, 'stock') ?? cell(r, 'stock_was') ?? cell(r, 'values') ?? cell(r, '_id') ?? cell(r, 'pictures') ?? cell(r, 'pictures[0]')}
                      onChange={change('stock')}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={i18n._('Remove variant {n}', { n: r + 1 })}
                      onClick={() => setGrid({ ...grid, rows: grid.rows.filter((other) => other.key !== row.key) })}
                    >
                      {i18n._('Remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.variants && <p className="field-error">{errors.variants}</p>}
      <ProductFormActions busy={busy} failure={failure} onReload={conflict ? onReload : undefined} saveLabel={i18n._('Save variants')}>
        <button
          type="button"
          className="button"
          disabled={grid.axes.length === 0}
          onClick={() => setGrid({ ...grid, rows: [...grid.rows, newRow(grid.axes)] })}
        >
          {i18n._('Add a variant')}
        </button>
      </ProductFormActions>
    </form>
  );
}
