// The app itself: what main.tsx starts once the page the server sent has painted. It starts in
// steps, giving the browser back its main thread between them: on a slow phone the code's
// evaluation, the router's first match and the first render were one task of 250 ms or more
// (at Lighthouse's 4x slowdown), in which a tap on the server's first screen waited.
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { firstCommit, settled } from '@/app/first-commit';
import { installLinkPreloading } from '@/app/link-preloading';
import { FIRST_SCREEN_PATIENCE_MS, endFirstScreen } from '@/lib/first-screen';
import { createPagePreloader } from '@/app/page-preloader';
import { routes } from '@/app/route-table';
import { useShopStore } from '@/app/store';

/** Lets the browser paint and answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));

/** Runs `committed` in the commit that first shows the app, after RouterProvider's own effects. */
function Committed({ committed }: { committed: () => void }) {
  useLayoutEffect(committed, [committed]);
  return null;
}

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
// Who is signed in is asked at once, beside the page's code, rather than after the first render:
// a signed-in page (the cart) draws once both have come, a round trip sooner on a slow network.
void useShopStore.getState().loadCurrentUser();
const root = createRoot(element);
// A page that never says it has drawn gets the patience's worth of the first screen.
setTimeout(endFirstScreen, FIRST_SCREEN_PATIENCE_MS);

await yieldToBrowser();
const router = createBrowserRouter(routes);
await settled(router);
await yieldToBrowser();

// A page ends the server's first screen when it has drawn; any move to another page ends it too.
const opened = router.state.location.key;
const unsubscribe = router.subscribe((state) => {
  if (state.location.key === opened) return;
  endFirstScreen();
  unsubscribe();
});

const app = (key: string, committed: () => void) => (
  <StrictMode key={key}>
    <RouterProvider router={router} />
    <Committed committed={committed} />
  </StrictMode>
);

const takeOverLinks = () =>
  installLinkPreloading(
    document,
    createPagePreloader({
      routes,
      navigate: (path) => router.navigate(path),
      setLoading: (loading) => useShopStore.getState().setPageLoading(loading),
      logError: (message, error) => console.error(message, error),
    }),
  );
const redraw = () => root.render(app(router.state.location.key, () => undefined));

// As a transition, React renders the first page in slices of a few milliseconds, yielding
// between them, instead of in one task.
startTransition(() => root.render(app('first', firstCommit(router, router.state, { redraw, takeOverLinks }))));
