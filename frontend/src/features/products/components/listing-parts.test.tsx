import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseListing } from '@/lib/core/core';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';

const noop = () => {};

describe('ListingToolbar', () => {
  it('shows the result range and the sorts without best match when not searching', () => {
    const html = renderToStaticMarkup(<ListingToolbar query={parseListing({ page: '2' })} total={45} ready onChange={noop} />);
    expect(html).toContain('Showing 21–40 of 45 phones');
    expect(html).not.toContain('Best match');
    expect(html).toContain('<option value="createdAt:desc" selected="">Newest</option>');
    expect(html).toContain('<option value="price:asc">Price: low to high</option>');
    expect(html).toContain('<option value="20" selected="">20 per page</option>');
    expect(html).toContain('<option value="100">100 per page</option>');
    expect(html).toMatch(/<label for="([^"]+)-sort">Sort by<\/label><select id="\1-sort"/);
  });

  it('offers best match while searching', () => {
    const html = renderToStaticMarkup(<ListingToolbar query={parseListing({ search: 'galaxy' })} total={1} ready onChange={noop} />);
    expect(html).toContain('<option value="relevance:desc" selected="">Best match</option>');
    expect(html).toContain('Showing 1–1 of 1 phone<');
  });
});

describe('ListingPagination', () => {
  const render = (page: number, pages: number) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={['/products?ram=8']}>
        <ListingPagination page={page} pages={pages} hrefFor={(n) => ({ search: `?ram=8&page=${n}` })} />
      </MemoryRouter>,
    );

  it('renders nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
  });

  const anchors = (html: string) => html.match(/<a [^>]*>[^<]*<\/a>/g) ?? [];
  const anchorFor = (html: string, label: string) => anchors(html).find((a) => a.endsWith(`>${label}</a>`)) ?? '';

  it('links previous, next and the numbered pages, marking the current one', () => {
    const html = render(5, 15);
    expect(anchorFor(html, '‹ Previous')).toContain('href="/products?ram=8&amp;page=4"');
    expect(anchorFor(html, 'Next ›')).toContain('href="/products?ram=8&amp;page=6"');
    const current = anchorFor(html, '5');
    expect(current).toContain('href="/products?ram=8&amp;page=5"');
    expect(current).toContain('aria-current="page"');
    expect(anchors(html).filter((a) => a.includes('aria-current'))).toHaveLength(1);
    expect(anchors(html).map((a) => a.replace(/^.*>([^<]*)<\/a>$/, '$1'))).toEqual(['‹ Previous', '1', '4', '5', '6', '15', 'Next ›']);
  });

  it('brings an out-of-range page back with the core before linking', () => {
    const html = render(99, 3);
    expect(anchorFor(html, '3')).toContain('aria-current="page"');
    expect(anchorFor(html, 'Next ›')).toBe('');
    expect(html).toContain('<span class="pagination__link is-disabled" aria-disabled="true">Next ›</span>');
  });
});
