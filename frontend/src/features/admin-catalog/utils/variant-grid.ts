// The admin's variant grid as typed: a phone's option axes with their values,
// and one row per variant. Every check is the server's (the core's grid rule,
// answered per field as `options[0].values[1]` or `variants[2].sku`); the
// counts are read by the core's parseCount.
import { parseCount } from '@/lib/core/core';
import type { RefusedField } from '@/lib/format/field-errors';
import { formatNow } from '@/lib/format/format';
import type { PhoneDetails } from '@/types/product';
import type { Schema } from '@/types/wire';

export type AxisName = Schema<'AxisName'>;

/** The axes in the order a phone page offers them. */
export const AXES: readonly AxisName[] = ['storage', 'colour', 'edition'];

export interface ValueDraft {
  name: string;
  /** A colour's swatch (CSS hex). */
  swatch: string;
  /** An edition's warranty. */
  warranty: string;
  /** A colour's picture (an uploaded picture's address); empty for the phone's own. */
  picture: string;
}

export interface AxisDraft {
  axis: AxisName;
  values: ValueDraft[];
}

export interface RowDraft {
  /** Stable across edits, for React. */
  key: string;
  /** The variant's id; null for a row added in this grid. */
  id: string | null;
  /** One value per axis, in the axes' order. */
  values: string[];
  sku: string;
  /** TK as typed. */
  price: string;
  discount: string;
  stock: string;
  /** The stock the grid was loaded with: the server applies only the change from it. */
  stockWas: number | null;
  pictures: string[];
}

export interface GridDraft {
  /** The product's version when the grid was loaded. */
  version: number;
  axes: AxisDraft[];
  rows: RowDraft[];
}

/** Refusals by field path (`variants[2].sku`). */
export type GridErrors = Record<string, string>;

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

const TK = (poisha: number) => (poisha / 100).toFixed(2);

/** The grid of a phone as its page answers it; a product sold as itself starts with no axes and no rows. */
export function gridOf(details: PhoneDetails): GridDraft {
  const axes = details.options.map((option) => ({
    axis: option.axis,
    values: option.values.map((v) => ({ name: v.name, swatch: v.swatch ?? '', warranty: v.warranty ?? '', picture: '' })),
  }));
  // A colour's picture is the first picture of a variant of that colour.
  const colour = axes.findIndex((a) => a.axis === 'colour');
  for (const value of axes[colour]?.values ?? []) {
    value.picture = details.variants.find((v) => v.values[colour] === value.name && v.pictures[0])?.pictures[0] ?? '';
  }
  const rows =
    axes.length === 0
      ? []
      : details.variants.map((v) => ({
          key: newKey(),
          id: v._id,
          values: [...v.values],
          sku: v.sku,
          price: TK(v.price),
          discount: String(v.discount),
          stock: String(v.stock),
          stockWas: v.stock,
          pictures: [...v.pictures],
        }));
  return { version: details.version, axes, rows };
}

/** A new row: the first value of each axis, no SKU or price yet, no stock. */
export function newRow(axes: AxisDraft[]): RowDraft {
  return {
    key: newKey(),
    id: null,
    values: axes.map((a) => a.values[0]?.name ?? ''),
    sku: '',
    price: '',
    discount: '0',
    stock: '0',
    stockWas: null,
    pictures: [],
  };
}

/** Adds `axis` at its place in page order, with one empty value each row takes. */
export function addAxis(grid: GridDraft, axis: AxisName): GridDraft {
  const order = (a: AxisName) => AXES.indexOf(a);
  const at = grid.axes.filter((a) => order(a.axis) < order(axis)).length;
  const axes = [...grid.axes];
  axes.splice(at, 0, { axis, values: [blankValue(axis)] });
  const rows = grid.rows.map((row) => {
    const values = [...row.values];
    values.splice(at, 0, '');
    return { ...row, values };
  });
  return { ...grid, axes, rows };
}

/** Removes the axis and each row's value of it. */
export function removeAxis(grid: GridDraft, at: number): GridDraft {
  return {
    ...grid,
    axes: grid.axes.filter((_, i) => i !== at),
    rows: grid.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== at) })),
  };
}

/** Changes one value of an axis; rows naming it by its old name follow a rename. */
export function setValue(grid: GridDraft, axis: number, at: number, change: Partial<ValueDraft>): GridDraft {
  const old = grid.axes[axis]?.values[at];
  if (!old) return grid;
  const value = { ...old, ...change };
  const axes = grid.axes.map((a, i) => (i === axis ? { ...a, values: a.values.map((v, j) => (j === at ? value : v)) } : a));
  const renamed = change.name !== undefined && change.name !== old.name;
  const rows = renamed
    ? grid.rows.map((row) => (row.values[axis] === old.name ? { ...row, values: row.values.map((v, i) => (i === axis ? value.name : v)) } : row))
    : grid.rows;
  return { ...grid, axes, rows };
}

function blankValue(axis: AxisName | undefined): ValueDraft {
  return { name: '', swatch: axis === 'colour' ? '#64748b' : '', warranty: '', picture: '' };
}

export function addValue(grid: GridDraft, axis: number): GridDraft {
  const blank = blankValue(grid.axes[axis]?.axis);
  return { ...grid, axes: grid.axes.map((a, i) => (i === axis ? { ...a, values: [...a.values, blank] } : a)) };
}

/** Removes a value; rows still naming it are refused by the server until changed. */
export function removeValue(grid: GridDraft, axis: number, at: number): GridDraft {
  return { ...grid, axes: grid.axes.map((a, i) => (i === axis ? { ...a, values: a.values.filter((_, j) => j !== at) } : a)) };
}

export function setRow(grid: GridDraft, key: string, change: Partial<RowDraft>): GridDraft {
  return { ...grid, rows: grid.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) };
}

/**
 * The body of `PUT /api/product/{id}/variants`. A count that does not read as one is sent as -1, which the server refuses for its field.
 * With a colour axis, each variant's pictures are its colour's picture (none: the phone's own).
 */
export function gridRequest(grid: GridDraft): Schema<'VariantGridRequest'> {
  const count = (text: string) => parseCount(text) ?? -1;
  const colour = grid.axes.findIndex((a) => a.axis === 'colour');
  const pictures = (row: RowDraft) => {
    if (colour < 0) return row.pictures;
    const picture = grid.axes[colour]?.values.find((v) => v.name === row.values[colour])?.picture;
    return picture ? [picture] : [];
  };
  return {
    version: grid.version,
    options: grid.axes.map((a) => ({
      axis: a.axis,
      values: a.values.map((v) => ({
        name: v.name,
        swatch: a.axis === 'colour' && v.swatch ? v.swatch : null,
        warranty: a.axis === 'edition' && v.warranty.trim() ? v.warranty : null,
      })),
    })),
    variants: grid.rows.map((row) => ({
      ...(row.id ? { _id: row.id, stock_was: row.stockWas } : {}),
      values: row.values,
      sku: row.sku,
      price: row.price,
      discount: count(row.discount),
      stock: count(row.stock),
      pictures: pictures(row),
    })),
  };
}

/** The server's refusals by field path, in the language shown. */
export function gridErrors(refused: RefusedField[]): GridErrors {
  const format = formatNow();
  const errors: GridErrors = {};
  for (const error of refused) errors[error.field] ??= format.text(error, error.message);
  return errors;
}
