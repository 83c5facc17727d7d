import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '@/generated/app-pages';
import { routes } from './route-table';

/** Every page address of the route table, written out in full (`:name` one segment, `*` the rest). */
function addresses(table: RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    if (route.index) return [parent];
    const here = route.path ? joined(parent, route.path) : parent;
    if (route.children) return addresses(route.children, here);
    return route.path && route.path !== '*' ? [here] : [];
  });
}

function joined(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent === '/' ? '' : parent}/${path}`;
}

describe('the pages the server knows', () => {
  it('are the route table’s pages, no more and no fewer, so an unknown address is a 404', () => {
    const table = addresses(routes);
    expect(new Set(table)).toEqual(new Set(APP_PAGES));
    expect(table).toHaveLength(new Set(table).size);
  });
});
