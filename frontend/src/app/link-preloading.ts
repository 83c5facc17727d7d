// Wires the page preloader to every internal link of the document, so plain
// react-router <Link>s get it without a wrapper component.
import { PRELOAD_DELAY_MS, type PagePreloader } from './page-preloader';

/** The in-app path an event's link points to, or null for other links. */
function internalPath(event: Event): { anchor: HTMLAnchorElement; path: string } | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return { anchor, path: url.pathname + url.search + url.hash };
}

export function installLinkPreloading(root: Document, preloader: PagePreloader): () => void {
  const timers = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>();
  const onEnter = (event: Event) => {
    const link = internalPath(event);
    if (!link || timers.has(link.anchor)) return;
    timers.set(
      link.anchor,
      setTimeout(() => void preloader.preload(link.path), PRELOAD_DELAY_MS),
    );
  };
  const onLeave = (event: Event) => {
    const link = internalPath(event);
    if (!link) return;
    clearTimeout(timers.get(link.anchor));
    timers.delete(link.anchor);
  };
  // Capture phase: runs before React's handlers, so an unloaded page's link can be held back.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = internalPath(event);
    if (!link || preloader.isLoaded(link.path)) return;
    event.preventDefault();
    event.stopPropagation();
    void preloader.follow(link.path);
  };
  root.addEventListener('pointerover', onEnter);
  root.addEventListener('focusin', onEnter);
  root.addEventListener('pointerout', onLeave);
  root.addEventListener('focusout', onLeave);
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('pointerover', onEnter);
    root.removeEventListener('focusin', onEnter);
    root.removeEventListener('pointerout', onLeave);
    root.removeEventListener('focusout', onLeave);
    root.removeEventListener('click', onClick, true);
  };
}
