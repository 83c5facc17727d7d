// The app itself: what main.tsx starts once the page the server sent has painted. It starts in
// steps, giving the browser back its main thread between them: on a slow phone the code's
// evaluation, the router's first match and the first render were one task of 250 ms or more
// (at Lighthouse's 4x slowdown), in which a tap on the server's first screen waited.
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { installLinkPreloading } from '@/app/link-preloading';
import { FIRST_SCREEN_PATIENCE_MS, endFirstScreen } from '@/lib/first-screen';
import { createPagePreloader } from '@/app/page-preloader';
import { routes } from '@/app/route-table';
import { useShopStore } from '@/app/store';

/** Lets the browser paint and answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));

/** Once the router has matched the address and has the page's code. */
function settled(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((done) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      done();
    });
  });
}

/** Runs `committed` in the commit that first shows the app, after RouterProvider's own effects. */
function Committed({ committed }: { committed: () => void }) {
  useLayoutEffect(committed, [committed]);
  return null;
}

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

await yieldToBrowser();
const router = createBrowserRouter(routes);
await settled(router);
await yieldToBrowser();

// A page ends the server's first screen when it has drawn; any move to another page ends it too,
// and a page that never says so gets the patience's worth of it.
const opened = router.state.location.key;
const unsubscribe = router.subscribe((state) => {
  if (state.location.key === opened) return;
  endFirstScreen();
  unsubscribe();
});
setTimeout(endFirstScreen, FIRST_SCREEN_PATIENCE_MS);

const app = (key: string, committed: () => void) => (
  <StrictMode key={key}>
    <RouterProvider router={router} />
    <Committed committed={committed} />
  </StrictMode>
);

let started = false;
/**
 * RouterProvider follows the router from its commit on, not from its render: a move made between
 * them (the back button during the render) would be lost, so the app is drawn again from the router.
 * The app's links take over from the server's plain ones only now: one followed earlier is a plain
 * page load, not a move the render could miss.
 */
const drawnFrom = (shown: DataRouter['state']) => () => {
  if (router.state !== shown) root.render(app(router.state.location.key, () => undefined));
  if (started) return;
  started = true;
  installLinkPreloading(
    document,
    createPagePreloader({
      routes,
      navigate: (path) => router.navigate(path),
      setLoading: (loading) => useShopStore.getState().setPageLoading(loading),
      logError: (message, error) => console.error(message, error),
    }),
  );
};

// As a transition, React renders the first page in slices of a few milliseconds, yielding
// between them, instead of in one task.
startTransition(() => root.render(app('first', drawnFrom(router.state))));
