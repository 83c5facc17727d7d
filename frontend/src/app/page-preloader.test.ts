import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FAIL_MESSAGE, TRANSITION_TIMEOUT_MS, createPagePreloader, isDownloadFailure } from './page-preloader';

function setup(load: () => Promise<Record<string, unknown>>) {
  const routes: RouteObject[] = [{ path: '/', children: [{ path: 'cart', handle: { load } }, { path: 'faqs' }] }];
  const events: string[] = [];
  const preloader = createPagePreloader({
    routes,
    navigate: (path) => events.push(`navigate ${path}`),
    setLoading: (loading) => events.push(loading ? 'loading' : 'idle'),
    logError: (message) => events.push(`error ${message}`),
  });
  return { preloader, events };
}

afterEach(() => vi.useRealTimers());

describe('page preloader', () => {
  it('downloads the page code before navigating, with the progress flag on meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const { preloader, events } = setup(load);
    expect(preloader.isLoaded('/cart')).toBe(false);
    await expect(preloader.follow('/cart')).resolves.toBe('navigated');
    expect(load).toHaveBeenCalledOnce();
    expect(events).toEqual(['loading', 'navigate /cart', 'idle']);
    expect(preloader.isLoaded('/cart')).toBe(true);
  });

  it("logs 'Module Download Fail' and does not navigate when the code does not arrive", async () => {
    const { preloader, events } = setup(() => Promise.reject(new Error('chunk 404')));
    await expect(preloader.follow('/cart')).resolves.toBe('failed');
    expect(events).toEqual(['loading', `error ${DOWNLOAD_FAIL_MESSAGE}`, 'idle']);
    expect(DOWNLOAD_FAIL_MESSAGE).toBe('Module Download Fail');
  });

  it('navigates after the transition timeout when the download is slow', async () => {
    vi.useFakeTimers();
    const { preloader, events } = setup(() => new Promise(() => undefined));
    const outcome = preloader.follow('/cart');
    await vi.advanceTimersByTimeAsync(TRANSITION_TIMEOUT_MS - 1);
    expect(events).toEqual(['loading']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('navigated');
    expect(events).toEqual(['loading', 'navigate /cart', 'idle']);
  });

  it('treats a page without code of its own as loaded, and a hover preload swallows failures', async () => {
    const { preloader } = setup(() => Promise.reject(new Error('offline')));
    expect(preloader.isLoaded('/faqs')).toBe(true);
    await expect(preloader.preload('/cart')).resolves.toBeUndefined();
    expect(preloader.isLoaded('/cart')).toBe(false);
  });

  it('tells a failed page download from other errors', () => {
    expect(isDownloadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/faq.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDownloadFailure(new Error("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isDownloadFailure('offline')).toBe(false);
  });
});
