import { useLayoutEffect } from 'react';

/**
 * A catalog page's first screen: the server draws its first phones before the app's root
 * (server/src/seo/first_screen.rs), and the root stays hidden behind it (styles/first-screen.css)
 * while the app starts, fetches and draws. The page takes it away once it has drawn its first
 * answer (or its failure), so the visitor sees the phones, then the whole page, and never a blank
 * or a skeleton in between. Without the app's code it stays: phones with working links.
 */
const ELEMENT_ID = 'first-screen';

/** How long the first screen may stand for a page that never says it has drawn. */
export const FIRST_SCREEN_PATIENCE_MS = 6000;

/** Shows the app's own page; nothing when there is no first screen (any page the server draws none for). */
export function endFirstScreen(): void {
  globalThis.document?.getElementById(ELEMENT_ID)?.remove();
}

/** Ends the first screen in the same frame the page commits with `drawn` true. */
export function useFirstScreenDone(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) endFirstScreen();
  }, [drawn]);
}
