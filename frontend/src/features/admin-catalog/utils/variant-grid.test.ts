import '@/test-support/core-loaded';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import { testPhone } from '@/test-support/test-phone';
import { addAxis, addValue, gridErrors, gridOf, gridRequest, newRow, removeAxis, removeValue, setRow, setValue } from './variant-grid';

describe('the variant grid', () => {
  it('loads a phone as its axes and one row per variant, and sends back what it loaded', () => {
    const grid = gridOf(testPhone);
    expect(grid.axes.map((a) => a.axis)).toEqual(['storage', 'colour']);
    expect(grid.rows.map((r) => [r.id, r.values.join(' · '), r.price, r.stock, r.stockWas])).toEqual([
      ['v1', '8/128 GB · Blue', '40000.00', '5', 5],
      ['v2', '8/256 GB · Blue', '45000.00', '8', 8],
      ['v3', '8/256 GB · Black', '44000.00', '0', 0],
    ]);
    const body = gridRequest(grid);
    expect(body.version).toBe(testPhone.version);
    expect(body.options[1]).toEqual({
      axis: 'colour',
      values: [
        { name: 'Blue', swatch: '#1e3a8a', warranty: null },
        { name: 'Black', swatch: '#111111', warranty: null },
      ],
    });
    expect(body.variants[0]).toEqual({
      _id: 'v1',
      stock_was: 5,
      values: ['8/128 GB', 'Blue'],
      sku: 'A55-v1',
      price: '40000.00',
      discount: 0,
      stock: 5,
      pictures: [],
    });
  });

  it("loads a colour's picture from its variants and gives it to every variant of that colour", () => {
    const picture = '/api/images/665f1c2e9b1e8a3d4c5b6a70';
    const variants = testPhone.variants.map((v) => (v._id === 'v2' ? { ...v, pictures: [picture] } : v));
    const grid = gridOf({ ...testPhone, variants });
    expect(grid.axes[1]?.values.map((v) => v.picture)).toEqual([picture, '']);
    expect(gridRequest(grid).variants.map((v) => v.pictures)).toEqual([[picture], [picture], []]);
    const black = setValue(grid, 1, 1, { picture });
    const cleared = setValue(black, 1, 0, { picture: '' });
    expect(gridRequest(cleared).variants.map((v) => v.pictures)).toEqual([[], [], [picture]]);
  });

  it('starts a product sold as itself with no axes and no rows', () => {
    const own = { ...testProduct(), options: [], variants: [testPhone.variants[0]!], variant_id: 'x' };
    expect(gridOf(own)).toMatchObject({ axes: [], rows: [] });
  });

  it('adds an axis at its place in page order and gives every row a value of it', () => {
    let grid = addAxis(gridOf(testPhone), 'edition');
    grid = addAxis(removeAxis(grid, 1), 'colour');
    expect(grid.axes.map((a) => a.axis)).toEqual(['storage', 'colour', 'edition']);
    expect(grid.rows[0]!.values).toEqual(['8/128 GB', '', '']);
    grid = setValue(grid, 2, 0, { name: 'Official', warranty: '1 year official warranty' });
    expect(gridRequest(grid).options[2]!.values[0]).toEqual({ name: 'Official', swatch: null, warranty: '1 year official warranty' });
  });

  it('renames a value in the rows that have it, and a new row takes each axis its first value', () => {
    let grid = setValue(gridOf(testPhone), 1, 0, { name: 'Ocean Blue' });
    expect(grid.rows.map((r) => r.values[1])).toEqual(['Ocean Blue', 'Ocean Blue', 'Black']);
    grid = addValue(grid, 1);
    grid = setValue(grid, 1, 2, { name: 'Green', swatch: '#2f7d4f' });
    const row = newRow(grid.axes);
    expect(row).toMatchObject({ id: null, values: ['8/128 GB', 'Ocean Blue'], stockWas: null });
    grid = setRow({ ...grid, rows: [...grid.rows, row] }, row.key, { values: ['8/256 GB', 'Green'], sku: 'A55-G', price: '46000', stock: '3' });
    const added = gridRequest(grid).variants[3]!;
    expect(added).toEqual({ values: ['8/256 GB', 'Green'], sku: 'A55-G', price: '46000', discount: 0, stock: 3, pictures: [] });
    expect(removeValue(grid, 1, 2).axes[1]!.values.map((v) => v.name)).toEqual(['Ocean Blue', 'Black']);
  });

  it('sends a count that does not read as one as -1, for the server to refuse in its field', () => {
    const grid = gridOf(testPhone);
    const typo = setRow(grid, grid.rows[0]!.key, { stock: 'ten', discount: '' });
    expect(gridRequest(typo).variants[0]).toMatchObject({ stock: -1, discount: -1 });
  });

  it('keeps the first refusal of each field by its path', () => {
    const errors = gridErrors([
      { field: 'variants[1].sku', code: 'test.unknown', params: {}, message: 'This SKU is taken' },
      { field: 'variants[1].sku', code: 'test.unknown', params: {}, message: 'second' },
      { field: 'options[0].values[1]', code: 'test.unknown', params: {}, message: 'A value is needed' },
    ]);
    expect(errors).toEqual({ 'variants[1].sku': 'This SKU is taken', 'options[0].values[1]': 'A value is needed' });
  });
});
