import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resourceFallback } from './resource-fallback';

const html = (state: Parameters<typeof resourceFallback>[0]) => renderToStaticMarkup(<>{resourceFallback(state, 'Order not found')}</>);

describe('resourceFallback', () => {
  it('says not found before an error, an error before loading, and nothing once ready', () => {
    expect(html({ missing: true, error: 'Could not load', ready: false })).toBe('<p class="empty">Order not found</p>');
    expect(html({ missing: false, error: 'Could not load', ready: false })).toBe('<p role="alert" class="alert">Could not load</p>');
    expect(html({ missing: false, error: null, ready: false })).toBe('<p class="muted">Loading…</p>');
    expect(resourceFallback({ missing: false, error: null, ready: true }, 'Order not found')).toBeNull();
  });
});
