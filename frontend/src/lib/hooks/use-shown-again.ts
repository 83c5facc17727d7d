import { useEffect, useRef } from 'react';

/**
 * Calls `onShownAgain` when the browser shows this page again from its
 * back-forward cache, as when the shopper comes back from bKash's page with
 * the Back button: the page returns as it was left, mid-action.
 */
export function useShownAgain(onShownAgain: () => void) {
  const latest = useRef(onShownAgain);
  useEffect(() => {
    latest.current = onShownAgain;
  });
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
