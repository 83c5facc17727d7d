import { createColumnHelper } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useShopStore } from '@/stores/shop-store';
import { DataTable } from './data-table';

interface Row {
  id: string;
  title: string;
  total: number;
}

const column = createColumnHelper<Row>();
const columns = [column.accessor('title', { header: 'Title' }), column.accessor('total', { header: 'Total' })];
const rows: Row[] = [
  { id: 'a', title: 'Xiaomi 14', total: 100 },
  { id: 'b', title: 'nokia G42', total: 25 },
  { id: 'c', title: 'Galaxy A15', total: 3 },
  { id: 'd', title: 'Galaxy A5', total: 1000 },
];

/** One column's texts, top to bottom, with the table sorted by `by`. */
const shown = (by: keyof Row, desc: boolean, at: 0 | 1) => {
  const html = renderToStaticMarkup(
    <DataTable label="Rows" data={rows} columns={columns} getRowId={(row) => row.id} emptyText="none" initialSorting={[{ id: by, desc }]} />,
  );
  const body = html.slice(html.indexOf('<tbody>'));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)][at]?.[1] ?? '');
};

describe('DataTable', () => {
  afterEach(async () => {
    await useShopStore.getState().chooseLanguage('en');
  });

  it('sorts words as a reader does: letters without case, numbers inside them by value', () => {
    expect(shown('title', false, 0)).toEqual(['Galaxy A5', 'Galaxy A15', 'nokia G42', 'Xiaomi 14']);
    expect(shown('title', true, 0)).toEqual(['Xiaomi 14', 'nokia G42', 'Galaxy A15', 'Galaxy A5']);
  });

  it('sorts numbers by value', () => {
    expect(shown('total', false, 1)).toEqual(['3', '25', '100', '1000']);
  });

  it('numbers its page sizes and pages in Bengali digits in Bangla', async () => {
    await useShopStore.getState().chooseLanguage('bn');
    const html = renderToStaticMarkup(<DataTable label="Rows" data={rows} columns={columns} getRowId={(row) => row.id} emptyText="none" />);
    const sizes = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(sizes).toEqual([
      ['10', '১০'],
      ['20', '২০'],
      ['50', '৫০'],
      ['100', '১০০'],
    ]);
    expect(html).not.toContain('>10<');
  });
});
