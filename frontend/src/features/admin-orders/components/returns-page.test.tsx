import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReturnsPage } from './returns-page';

const render = (address: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <ReturnsPage />
    </MemoryRouter>,
  );

/** Each option of the page's select as `value=text`, and the chosen one. */
const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
const chosen = (html: string) => /<option value="([^"]*)" selected=""/.exec(html)?.[1];

describe('the returns page', () => {
  it('filters by every return status, named from the core’s catalog, the choice kept in the address', () => {
    const html = render('/admin/dashboard/returns?status=picked_up');
    expect(html).toMatch(/<h1[^>]*>Returns<\/h1>/);
    expect(html).toMatch(/<label class="admin-inline-field">Return status<select/);
    expect(options(html)).toEqual([
      '=All',
      'requested=requested',
      'accepted=accepted',
      'refused=refused',
      'picked_up=picked up',
      'received=received',
      'refunded=refunded',
    ]);
    expect(chosen(html)).toBe('picked_up');
    // A status the server does not know shows every return.
    expect(chosen(render('/admin/dashboard/returns?status=lost'))).toBe('');
  });
});
