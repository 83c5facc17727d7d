import { paths } from '@/config/paths';

/**
 * The in-shop address to go back to after signing in, or the home page.
 * The path is resolved the way the browser would resolve it, so only what
 * lands on the shop's own origin is taken: `/\evil.com`, `//evil.com`,
 * `https://evil.com` and `javascript:` all resolve elsewhere. The answer is
 * rebuilt from the resolved address, never the text as given.
 */
export function safeReturnPath(path: string | null | undefined, origin: string | undefined = globalThis.location?.origin): string {
  if (!path || !origin) return paths.home;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return paths.home;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
